import { isolated } from '../../lib/sentence';

/** A student's progress bar's name, in the table and in their panel: "Course progress of Ana". */
export function courseProgressLabel(name: string): string {
  return `Course progress of ${isolated(name)}`;
}
