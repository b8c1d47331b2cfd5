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

/** Who is logged in (GET students): initials and name, with the e-mail when there is room. */
export function UserIdentity({ withEmail = false }: { withEmail?: boolean }) {
  const { data: student, isPending } = useCurrentStudent();
  return (
    <Group gap="xs" wrap="nowrap" miw={0}>
      <Avatar color="brand" radius="xl" size={34} aria-hidden="true">
        {student ? initials(student.fullName) : null}
      </Avatar>
      {isPending ? (
        <Skeleton height={14} width={96} />
      ) : (
        <Stack gap={0} miw={0}>
          <Text size="sm" fw={600} truncate maw={200}>
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
