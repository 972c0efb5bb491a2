import { t } from '@lingui/core/macro';
import { isolated } from '../../lib/sentence';

/** A student's progress bar's name, in the table and in their panel: "Course progress of Ana". */
export function courseProgressLabel(name: string): string {
  const student = isolated(name);
  return t({
    comment: "A progress bar's name. {student}: the student's name.",
    message: `Course progress of ${student}`,
  });
}
