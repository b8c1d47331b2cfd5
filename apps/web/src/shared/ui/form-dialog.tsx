import { Button, Group, Modal, type ModalProps, Stack, Text, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ComponentProps, FormEventHandler, ReactNode } from 'react';
import { PHONE_QUERY } from './filters-panel';

/*
 * The staff area's confirming dialogs (ARCHITECTURE.md, "The staff area"): a title, a line
 * saying what the action does, the form's fields, and two buttons: keep things as they are,
 * or confirm. The form's own submit handler (react-hook-form's, wrapped in useSingleFlight)
 * decides what is sent; the dialog only lays it out the same way everywhere.
 */
export function FormDialog({
  title,
  text,
  opened = true,
  onClose,
  onSubmit,
  busy,
  confirm,
  cancel,
  closeLabel,
  danger = false,
  size = 'lg',
  fullScreenOnPhone = false,
  children,
}: {
  title: string;
  /** What the action does, above the fields. */
  text?: ReactNode;
  opened?: boolean;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The request is on its way: the confirm button spins and cannot be pressed again. */
  busy: boolean;
  confirm: string;
  cancel: string;
  /** The name of the dialog's close button; the cancel button's text by default. */
  closeLabel?: string;
  /** The action takes something away (a rejection, a block, a cancellation): red. */
  danger?: boolean;
  size?: ModalProps['size'];
  /** A tall form (a calendar): the whole screen of a phone rather than a box scrolled inside. */
  fullScreenOnPhone?: boolean;
  children?: ReactNode;
}) {
  const isPhone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size={size}
      fullScreen={fullScreenOnPhone && isPhone}
      closeButtonProps={{ 'aria-label': closeLabel ?? cancel }}
    >
      <form noValidate onSubmit={onSubmit}>
        <Stack gap="md">
          {text ? <Text size="sm">{text}</Text> : null}
          {children}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {cancel}
            </Button>
            <Button type="submit" color={danger ? 'red' : undefined} loading={busy}>
              {confirm}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** The reason a confirming dialog asks for: required, growing with its text. */
export function ReasonField(props: ComponentProps<typeof Textarea>) {
  return <Textarea required autosize minRows={3} maxRows={8} {...props} />;
}
