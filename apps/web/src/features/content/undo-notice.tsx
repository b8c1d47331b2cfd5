import type { ContentStatus, contentEndpoints } from '@academy/contracts';
import { Button, Notification, Portal } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { UseMutationResult } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiInput } from '../../shared/api/client';

/*
 * The success notice of the content screens, with "Undo" where a mistake is easy (a reorder,
 * a publication): the undo runs the opposite change. A polite live region, so a screen
 * reader says it without taking the focus; it goes by itself after a few seconds.
 */

const NOTICE_MS = 8000;

interface Notice {
  id: number;
  message: string;
  undo?: () => Promise<unknown>;
}

type Show = (message: string, undo?: () => Promise<unknown>) => void;

const NoticeContext = createContext<Show>(() => undefined);

export function useNotice(): Show {
  return useContext(NoticeContext);
}

export function NoticeProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('content');
  const [notice, setNotice] = useState<Notice | null>(null);
  const [undoing, setUndoing] = useState(false);
  const next = useRef(0);

  const show = useCallback<Show>((message, undo) => {
    next.current += 1;
    setNotice({ id: next.current, message, ...(undo ? { undo } : {}) });
  }, []);

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(
      () => setNotice((current) => (current?.id === notice.id ? null : current)),
      NOTICE_MS,
    );
    return () => clearTimeout(timer);
  }, [notice]);

  async function undo(current: Notice) {
    if (!current.undo) return;
    setUndoing(true);
    try {
      await current.undo();
      show(t('toasts.undone'));
    } finally {
      setUndoing(false);
    }
  }

  return (
    <NoticeContext.Provider value={show}>
      {children}
      <Portal>
        <div
          role="status"
          aria-live="polite"
          style={{
            position: 'fixed',
            insetInline: 16,
            bottom: 16,
            zIndex: 400,
            pointerEvents: 'none',
          }}
        >
          {notice ? (
            <Notification
              icon={<IconCheck size={18} aria-hidden="true" />}
              color="green"
              withBorder
              closeButtonProps={{ 'aria-label': t('actions.close') }}
              onClose={() => setNotice(null)}
              style={{ maxWidth: 420, marginInlineStart: 'auto', pointerEvents: 'auto' }}
            >
              <span
                style={{
                  display: 'flex',
                  gap: 12,
                  alignItems: 'center',
                  justifyContent: 'space-between',
                }}
              >
                <span style={{ overflowWrap: 'anywhere' }}>{notice.message}</span>
                {notice.undo ? (
                  <Button
                    size="compact-sm"
                    variant="light"
                    loading={undoing}
                    onClick={() => undo(notice)}
                  >
                    {t('actions.undo')}
                  </Button>
                ) : null}
              </span>
            </Notification>
          ) : null}
        </div>
      </Portal>
    </NoticeContext.Provider>
  );
}

/** What publishing or unpublishing a direction, subject or chapter takes. */
type StatusInput = ApiInput<typeof contentEndpoints.setDirectionStatus>;

/**
 * Publishes or unpublishes a record of the structure, then says so with an "Undo" that puts
 * its status back.
 */
export function useStatusToggle(
  mutation: UseMutationResult<unknown, Error, StatusInput>,
  record: { id: number; title: string; status: ContentStatus },
): () => Promise<void> {
  const { t } = useTranslation('content');
  const notice = useNotice();
  const published = record.status === 'published';
  const input = (status: ContentStatus) => ({ params: { id: record.id }, body: { status } });
  return async () => {
    await mutation.mutateAsync(input(published ? 'draft' : 'published'));
    notice(t(published ? 'toasts.unpublished' : 'toasts.published', { title: record.title }), () =>
      mutation.mutateAsync(input(record.status)),
    );
  };
}
