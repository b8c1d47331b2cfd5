import { Skeleton, Stack } from '@mantine/core';

/** The head of a test or mini project while it loads: breadcrumb, title, text, facts. */
export function WorkHeaderSkeleton() {
  return (
    <Stack gap="sm">
      <Skeleton height={14} width={180} radius="sm" />
      <Skeleton height={40} width="min(420px, 80%)" radius="sm" mt={4} />
      <Skeleton height={16} width="min(560px, 95%)" radius="sm" mt={6} />
      <Skeleton height={16} width="min(380px, 70%)" radius="sm" />
      <Stack gap={8} mt={6} style={{ flexDirection: 'row', flexWrap: 'wrap' }}>
        <Skeleton height={26} width={150} radius="sm" />
        <Skeleton height={26} width={130} radius="sm" />
      </Stack>
    </Stack>
  );
}
