import * as z from 'zod/mini';
import { paginatedPage } from './page';
import { profileShape } from './profile';
import { int, nullableText, text } from './primitives';

/** The enrollment row of a student (`space_pivot.created_at` is the enrollment date). */
export const enrollmentSchema = z.object({
  id: int,
  space_id: int,
  user_id: int,
  status: text,
  role: text,
  created_at: nullableText,
  updated_at: nullableText,
});

/**
 * A course student is a profile row (behaviour.md, "Course students"). The spec names only
 * `user_id, badge, permalink, meta`; real sites and our server send the whole profile plus
 * `progress` and `space_pivot`, so those two are optional.
 */
export const studentSchema = z.object({
  ...profileShape,
  progress: z.optional(int),
  space_pivot: z.optional(enrollmentSchema),
});

export const studentsResponseSchema = z.object({
  students: paginatedPage(studentSchema),
});

export type Student = z.infer<typeof studentSchema>;
export type StudentsResponse = z.infer<typeof studentsResponseSchema>;
