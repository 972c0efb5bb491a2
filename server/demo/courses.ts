import { MINUTE, toSqlTimestamp } from './timestamps';
import type { ActivityCurve } from './activity-curve';
import type { ActiveWindow } from './activity-plan';
import type { Random } from './random';
import type { Roster } from './memberships';
import { COURSE_OUTLINES } from './spaces';
import type { DemoTimeline } from './timeline';
import type { DemoWriter } from './writer';

/**
 * Course sections, lessons and each student's completed lessons, from which `progress` is
 * computed (behaviour.md, "Course students": completed lessons of published lessons). How many
 * lessons each student completed was planned with the enrollments (enrollments.ts); here they
 * are dated, in course order, between the enrollment and the end of the student's activity.
 */
export function generateCourseContent(
  random: Random,
  roster: Roster,
  windows: ReadonlyMap<number, ActiveWindow>,
  timeline: DemoTimeline,
  curve: ActivityCurve,
  writer: DemoWriter,
): void {
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
    for (const { userId, enrolledAt, lessonsDone } of roster.enrollments.get(courseId) ?? []) {
      const until = Math.min(
        windows.get(userId)?.activeUntil ?? timeline.anchor,
        timeline.anchor - MINUTE,
      );
      const moments = Array.from({ length: lessonsDone }, () =>
        curve.sample(random, enrolledAt + 10 * MINUTE, until),
      ).sort((a, b) => a - b);
      published.slice(0, lessonsDone).forEach((lesson, index) => {
        const at = moments[index] ?? enrolledAt;
        writer.completion(courseId, userId, lesson, toSqlTimestamp(new Date(at)));
      });
    }
  }
}
