import { useLingui } from '@lingui/react/macro';
import type { Student } from '../../../api/schemas/student';
import { DateText } from '../../../components/DateText';
import type { MemberPlace } from '../../../components/member-story/member-places';
import { MemberStory } from '../../../components/member-story/MemberStory';
import { ProfileDetails } from '../../../components/profile/ProfileDetails';
import { ProfileStatusControls } from '../../../components/profile-status/ProfileStatusControls';
import { ProfileStatusNotice } from '../../../components/profile-status/ProfileStatusNotice';
import { ProgressBar } from '../../../components/ProgressBar';
import { SidePanel } from '../../../components/SidePanel';
import { StatusPill } from '../../../components/StatusPill';
import { intlLocale } from '../../../lib/i18n/intl-locale';
import type { CourseInfo } from '../course-info';
import { courseProgressLabel } from '../progress-label';

function placesKnown(student: Student, course: CourseInfo): MemberPlace[] {
  const role = student.space_pivot?.role || 'student';
  return [{ kind: 'course', id: course.id, title: course.title, role }];
}

/**
 * The student's profile beside the table, with their enrollment in this course, and their story
 * (latest posts and comments, spaces and this course) under it.
 */
export function StudentPanel({
  student,
  course,
  onClose,
}: {
  student: Student | null;
  /** The course of the page, which every student row is in. */
  course: CourseInfo;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const numberFormat = new Intl.NumberFormat(intlLocale());
  return (
    <SidePanel open={student !== null} onClose={onClose} title={student?.display_name ?? ''}>
      {student ? (
        <>
          <ProfileStatusNotice className="px-5 pt-4" />
          <ProfileStatusControls
            target={{
              userId: student.user_id,
              name: student.display_name || student.username,
              username: student.username,
              status: student.status,
            }}
          />
          <ProfileDetails
            profile={student}
            facts={[
              ...(student.progress !== undefined
                ? [
                    {
                      label: t`Progress`,
                      value: (
                        <ProgressBar
                          value={student.progress}
                          label={courseProgressLabel(student.display_name)}
                          className="max-w-48"
                        />
                      ),
                    },
                  ]
                : []),
              {
                label: t`Enrolled`,
                value: <DateText value={student.space_pivot?.created_at} style="day" />,
              },
              {
                label: t`Last activity`,
                value: <DateText value={student.last_activity} style="relative" />,
              },
              { label: t`Registered`, value: <DateText value={student.created_at} style="day" /> },
              { label: t`Points`, value: numberFormat.format(student.total_points) },
              { label: t`Profile`, value: <StatusPill value={student.status} /> },
            ]}
          />
          <MemberStory profile={student} known={placesKnown(student, course)} onLeave={onClose} />
        </>
      ) : null}
    </SidePanel>
  );
}
