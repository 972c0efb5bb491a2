import * as z from 'zod/mini';
import { paginatedPage } from './page';
import { int, list, nullableText, phpMap, text } from './primitives';

/** A space of `GET /spaces` (behaviour.md, "Two more endpoints"). */
export const spaceSchema = z.object({
  id: int,
  title: text,
  slug: text,
  type: text,
  privacy: text,
  description: text,
  status: text,
  settings: phpMap(z.object({ emoji: z.optional(text) })),
  created_at: nullableText,
  updated_at: nullableText,
});

export const spacesResponseSchema = z.object({
  spaces: list(spaceSchema),
});

/** A course of `GET /admin/courses`. */
export const courseSchema = z.object({
  id: int,
  title: text,
  slug: text,
  type: text,
  privacy: text,
  status: text,
  description: text,
  cover_photo: nullableText,
  created_at: nullableText,
  updated_at: nullableText,
  students_count: z.catch(int, 0),
});

export const coursesResponseSchema = z.object({
  courses: paginatedPage(courseSchema),
  course_categories: z.optional(z.array(z.unknown())),
});

export type Space = z.infer<typeof spaceSchema>;
export type Course = z.infer<typeof courseSchema>;
