/** How far a path is, in words: "9 of 12 lessons done", or "Not started" at 0%. */
export function lessonsDone(lessons: number, progress: number): string {
  const done = Math.round((lessons * Math.min(Math.max(progress, 0), 100)) / 100);
  return done === 0 ? 'Not started' : done === lessons ? 'Completed' : `${done} of ${lessons} lessons done`;
}
