import type { Student } from '../../../api/schemas/student';
import { DateText } from '../../../components/DateText';
import { ProfileDetails } from '../../../components/profile/ProfileDetails';
import { ProgressBar } from '../../../components/ProgressBar';
import { SidePanel } from '../../../components/SidePanel';
import { StatusPill } from '../../../components/StatusPill';

const numberFormat = new Intl.NumberFormat('en');

/** The student's profile beside the table, with their enrollment in this course. */
export function StudentPanel({
  student,
  onClose,
}: {
  student: Student | null;
  onClose: () => void;
}) {
  return (
    <SidePanel open={student !== null} onClose={onClose} title={student?.display_name ?? ''}>
      {student ? (
        <ProfileDetails
          profile={student}
          facts={[
            ...(student.progress !== undefined
              ? [
                  {
                    label: 'Progress',
                    value: (
                      <ProgressBar
                        value={student.progress}
                        label={`Course progress of ${student.display_name}`}
                        className="max-w-48"
                      />
                    ),
                  },
                ]
              : []),
            {
              label: 'Enrolled',
              value: <DateText value={student.space_pivot?.created_at} style="day" />,
            },
            {
              label: 'Last activity',
              value: <DateText value={student.last_activity} style="relative" />,
            },
            { label: 'Registered', value: <DateText value={student.created_at} style="day" /> },
            { label: 'Points', value: numberFormat.format(student.total_points) },
            { label: 'Profile', value: <StatusPill value={student.status} /> },
          ]}
        />
      ) : null}
    </SidePanel>
  );
}
