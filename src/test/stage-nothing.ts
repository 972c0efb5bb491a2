import type { LoadLandingStager } from '../features/auth/landing-stager';

/** A landing stager that stages nothing, for login screens a test does not sign in on. */
export const stageNothing: LoadLandingStager = () =>
  Promise.resolve(() => ({ commit: () => undefined, discard: () => undefined }));
