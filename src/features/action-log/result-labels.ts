import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ActionResult } from '../../lib/action-log/entry';

const RESULT_LABELS = {
  done: msg({ context: 'action result', message: 'Done' }),
  refused: msg({ context: 'action result', message: 'Refused' }),
  failed: msg({ context: 'action result', message: 'Failed' }),
} satisfies Record<ActionResult, unknown>;

/** How an action ended, in the language shown: in its row, and in what the filter reads. */
export function resultLabel(result: ActionResult): string {
  return i18n._(RESULT_LABELS[result]);
}
