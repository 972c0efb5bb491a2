/** How long "Undo" is offered after an action that can be taken back (an approval, a role). */
export const UNDO_MS = 6_000;
