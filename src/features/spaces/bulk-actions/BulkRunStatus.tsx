import type { Member } from '../../../api/schemas/member';
import {
  BulkRunStatus as RunStatus,
  type BulkRunWords,
} from '../../../components/bulk/BulkRunStatus';
import { memberName } from '../member-actions/use-member-actions';
import { countOfRows, doneText, progressText, type BulkAction } from './bulk-action';
import type { BulkMemberRun } from './use-bulk-member-run';

const MEMBER_RUN_WORDS: BulkRunWords<BulkAction, Member> = {
  progress: progressText,
  done: doneText,
  countOf: countOfRows,
  itemName: (member) => <bdi>{memberName(member)}</bdi>,
  itemKey: (member) => member.user_id,
};

/** The members page's run, in its words (components/bulk/BulkRunStatus.tsx). */
export function BulkRunStatus({ run }: { run: BulkMemberRun }) {
  return <RunStatus run={run} words={MEMBER_RUN_WORDS} />;
}
