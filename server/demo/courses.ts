import { DAY, toSqlTimestamp } from './timestamps';
import { DEMO_ANCHOR } from './demo-facts';
import type { Random } from './random';
import type { Roster } from './memberships';
import { COURSE_OUTLINES } from './spaces';
import type { DemoWriter } from './writer';

/**
 * Course sections, lessons and each student's completed lessons, from which `progress` is
 * computed (behaviour.md, "Course students": completed lessons of published lessons).
 */
export function generateCourseContent(random: Random, roster: Roster, writer: DemoWriter): void {
  let sectionId = 0;
  let lessonId = 0;
  for (const [courseKey, outline] of Object.entries(COURSE_OUTLINES)) {
    const courseId = Number(courseKey);
    const published: number[] = [];
    outline.forEach((section, sectionIndex) => {
      sectionId += 1;
      writer.section(sectionId, courseId, section.section, sectionIndex + 1);
      section.lessons.forEach(([title, status], lessonIndex) => {
        lessonId += 1;
        writer.lesson({
          id: lessonId,
          courseId,
          sectionId,
          title,
          status,
          serial: lessonIndex + 1,
        });
        if (status === 'published') published.push(lessonId);
      });
    });
    for (const userId of roster.students.get(courseId) ?? []) {
      // A spread of progress: some not started, some done, most in between.
      const done = random.int(0, published.length);
      published.slice(0, done).forEach((lesson, index) => {
        const at = DEMO_ANCHOR.getTime() - (done - index) * random.int(1, 9) * DAY;
        writer.completion(courseId, userId, lesson, toSqlTimestamp(new Date(at)));
      });
    }
  }
}
