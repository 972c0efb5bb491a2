import type { Mutation, MutationMeta } from '@tanstack/react-query';
import { outcomeOfError, type ActionDescription, type ActionOutcome } from './entry';
import { actionLogStore, type ActionLogOwner } from './store';

/**
 * How a mutation says what it does, for the action log: its `meta.actionLog` describes the
 * action from the mutation's variables, and the query cache records every mutation that has one
 * when it ends (app/query-client.ts), so no page writes storage code of its own. A mutation
 * without it is not logged. Build it with `actionLogMeta`, which ties the describer to the
 * mutation's variables.
 */
export interface ActionLogMeta {
  /** The action in words, from the mutation's variables; null leaves this one out of the log. */
  actionLog?: (variables: unknown) => ActionDescription | null;
}

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: ActionLogMeta & Record<string, unknown>;
  }
}

/**
 * `meta` for a mutation whose every run is logged:
 * `useMutation({ mutationFn, meta: actionLogMeta((action: MemberAction) => ({ … })) })`.
 */
export function actionLogMeta<TVariables>(
  describe: (variables: TVariables) => ActionDescription | null,
): MutationMeta {
  // The cache hands back the variables the mutation ran with, which are `TVariables`.
  return { actionLog: describe as (variables: unknown) => ActionDescription | null };
}

type AnyMutation = Pick<Mutation<unknown, unknown, unknown>, 'meta'>;

/**
 * Records one ended mutation, if it describes itself; called by the query cache's mutation
 * callbacks. A describer that throws loses its entry, never the action's own callbacks.
 */
export function recordMutation(
  owner: ActionLogOwner | null,
  mutation: AnyMutation,
  variables: unknown,
  outcome: { error: unknown } | null,
): void {
  const describe = mutation.meta?.actionLog;
  if (!owner || !describe) return;
  let description: ActionDescription | null;
  try {
    description = describe(variables);
  } catch {
    return;
  }
  if (!description) return;
  const ended: ActionOutcome = outcome ? outcomeOfError(outcome.error) : { result: 'done' };
  actionLogStore.record(owner, description, ended);
}
