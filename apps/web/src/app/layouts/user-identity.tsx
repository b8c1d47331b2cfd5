import { Avatar, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useCurrentStudent } from '../../shared/session/current-student';

function initials(fullName: string): string {
  return fullName
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}

/** The width of the name in the header: the same before and after it arrives. */
const NAME_WIDTH = 160;

/**
 * Who is logged in (GET students): initials and name, with the e-mail when there is room.
 * The name takes a fixed width (a long one is cut short, in full on hover), so nothing
 * beside it moves when it arrives.
 */
export function UserIdentity({ withEmail = false }: { withEmail?: boolean }) {
  const { data: student, isPending } = useCurrentStudent();
  return (
    <Group gap="xs" wrap="nowrap" miw={0}>
      <Avatar color="brand" radius="xl" size={34} aria-hidden="true">
        {student ? initials(student.fullName) : null}
      </Avatar>
      {isPending ? (
        <Skeleton height={14} width={withEmail ? 96 : NAME_WIDTH} />
      ) : (
        <Stack gap={0} miw={0} w={withEmail ? undefined : NAME_WIDTH}>
          <Text size="sm" fw={600} truncate maw={200} title={student?.fullName}>
            {student?.fullName}
          </Text>
          {withEmail ? (
            <Text size="xs" c="dimmed" truncate maw={200}>
              {student?.email}
            </Text>
          ) : null}
        </Stack>
      )}
    </Group>
  );
}
