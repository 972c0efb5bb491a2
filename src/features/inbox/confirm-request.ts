import type { SentencePart } from '../../lib/sentence';

/** What the inbox asks before an action that cannot be undone in place (components/ConfirmDialog). */
export interface ConfirmRequest {
  question: readonly SentencePart[];
  consequence: string;
  confirmLabel: string;
  onConfirm: () => void;
}
