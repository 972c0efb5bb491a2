import type { EndpointName } from '../../contract';
import { canManageCourses, hasUsableProfile, type Caller } from '../access';
import { forbidden, WpError } from '../errors';
import type { RawQuery } from '../endpoint-queries';
import { isTruthyInPhp } from '../lib/php-truthiness';

/**
 * The plugin's route policies, one per endpoint. The plugin runs a route's policy as its
 * permission callback, before its controller reads anything of the request, query included
 * (behaviour.md, "Policy first"): so a route applies its policy before it parses its query
 * (routes/policy-first.ts), and a caller the policy refuses gets the refusal whatever the
 * parameters. Each service behind a policy takes only the caller its policy let through.
 */
declare const admittedByPolicy: unique symbol;

/** A caller a route's policy let through. */
export type Admitted<C extends Caller = Caller> = C & { readonly [admittedByPolicy]: true };

export type SignedInCaller = Caller & { kind: 'user' };

const admit = <C extends Caller>(caller: C) => caller as Admitted<C>;

/**
 * PortalPolicy::verifyRequest and SpacePolicy::verifyRequest, for GET (behaviour.md,
 * "Inactive profiles"): a signed-in caller whose own profile exists and is not active
 * (pending, blocked) is refused — site administrators too, whatever the route asks for;
 * visitors and callers without a profile go on. (Their `Helper::canAccessPortal` is not
 * modelled: the portal is open to everyone.)
 */
function activeProfile(caller: Caller): Admitted {
  if (!hasUsableProfile(caller)) throw forbidden(403);
  return admit(caller);
}

/**
 * PortalPolicy::verifyRequest for a write (any method but GET): a visitor is told to sign in
 * (the policy throws, and the framework answers with its permission callback's 403); a
 * caller whose own profile is not active is refused as for reads (behaviour.md, "A profile's
 * status", "Inactive profiles").
 */
export function portalWrite(caller: Caller): Admitted<SignedInCaller> {
  if (caller.kind !== 'user') {
    throw new WpError(
      403,
      'Permission Callback Error',
      'You must be logged in to perform this action',
    );
  }
  if (!hasUsableProfile(caller)) throw forbidden(403);
  return admit(caller);
}

/**
 * CourseAdminPolicy::verifyRequest: course creators, which are the site's administrators
 * here; visitors 401, others 403. Its check of `course_id` (canManageCourse) lets
 * administrators through for any id, an unknown one too. The caller's own profile status is
 * not looked at.
 */
function courseAdmin(caller: Caller): Admitted<SignedInCaller> {
  if (caller.kind !== 'user') throw forbidden(401);
  if (!canManageCourses(caller)) throw forbidden(403);
  return admit(caller);
}

/** What SpacePolicy::getSpaceGroups let through: the groups' options, or the whole menu. */
export type SpaceGroupsAdmission =
  { kind: 'options' } | { kind: 'menu'; caller: Admitted<SignedInCaller> };

/**
 * SpacePolicy::getSpaceGroups (behaviour.md, "Topics"): with `options_only`, as PHP reads it,
 * anyone gets the groups' ids and titles; otherwise space managers only — site
 * administrators here (`hasSpaceManageAccess`); visitors 401, others 403. The caller's own
 * profile status is not looked at.
 */
function spaceGroups(caller: Caller, query: RawQuery): SpaceGroupsAdmission {
  if (isTruthyInPhp(query.options_only)) return { kind: 'options' };
  if (caller.kind !== 'user') throw forbidden(401);
  if (!caller.isAdmin) throw forbidden(403);
  return { kind: 'menu', caller: admit(caller) };
}

/**
 * WordPress's own routes have no plugin policy: core validates a route's parameters before
 * its permission callback, which the route itself applies (behaviour.md, "Policy first").
 */
const wordPressCore = (caller: Caller): Caller => caller;

/** Every endpoint's policy, so a new endpoint must name one. */
export const ROUTE_POLICIES = {
  feeds: activeProfile, // PortalPolicy
  // Ours: the feed's own policy, since it counts what the feed lists (docs/decisions/038).
  insightsOverview: activeProfile,
  // The members list's own (SpacePolicy::verifyRequest): it sums what that list shows.
  insightsSpace: activeProfile,
  memberDirectory: activeProfile, // PortalPolicy
  profileSpaces: activeProfile, // PortalPolicy
  profileComments: activeProfile, // PortalPolicy
  feedReactions: activeProfile, // PortalPolicy
  feedBySlug: activeProfile, // PortalPolicy
  feedById: activeProfile, // PortalPolicy
  spaces: activeProfile, // SpacePolicy::verifyRequest
  spaceMembers: activeProfile, // SpacePolicy::verifyRequest
  spaceGroups, // SpacePolicy::getSpaceGroups
  courses: courseAdmin, // CourseAdminPolicy
  courseStudents: courseAdmin, // CourseAdminPolicy
  // The students list's own (CourseAdminPolicy): it sums what that list shows.
  insightsCourse: courseAdmin,
  users: wordPressCore,
  usersMe: wordPressCore,
} as const satisfies Record<EndpointName, (caller: Caller, query: RawQuery) => unknown>;

/** What an endpoint's policy hands its service. */
export type AdmissionOf<N extends EndpointName> = ReturnType<(typeof ROUTE_POLICIES)[N]>;
