import { certificateEndpoints, filePublicUrl, paths } from '@academy/contracts';
import { aCertificate, aTokenPair } from '@academy/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { catchDownloads } from '../../test/catch-downloads';
import { handle } from '../../test/handle';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';
import { renderScreen } from '../../test/render-screen';
import { CertificatesPage } from './certificates-page';
import {
  answerCertificateCall,
  answerCertificates,
  signInStudent,
} from './certificates-test-server';

const JS = aCertificate({
  id: '8d0e6f4a-2b7c-4d1e-9f3a-5c6b7d8e9f01',
  title: 'JavaScript Essentials',
  verificationCode: 'K7QM-4XRT-9HPW',
  badge_id: '3f2b8c1e-9a4d-4e6b-8c2f-1d5e7a9b0c34',
  issuedAt: '2026-11-20T09:30:00.000Z',
});
const FRONT_END = aCertificate({
  id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  kind: 'direction',
  title: 'Front-End Development',
  directionTitle: 'Front-End Development',
  subjectId: null,
  verificationCode: 'DRCT-7TQW-2ZNA',
  badge_id: null,
  issuedAt: '2026-11-21T09:30:00.000Z',
});

/** The card of the certificate titled `title`. */
function card(title: string): HTMLElement {
  const element = screen.getByRole('heading', { level: 2, name: title }).closest('article');
  if (!element) throw new Error(`no card for ${title}`);
  return element;
}

async function openCertificates() {
  const view = renderApp(paths.student.certificates);
  await screen.findByRole('heading', { level: 1, name: 'Certificates' });
  return view;
}

describe('the certificates list', () => {
  it('shows each certificate in the server’s order (newest first), with its badge, direction, date and code', async () => {
    signInStudent();
    answerCertificates([FRONT_END, JS]);
    await openCertificates();

    const titles = await screen.findAllByRole('heading', { level: 2 });
    expect(titles.map((title) => title.textContent)).toEqual([
      'Front-End Development',
      'JavaScript Essentials',
    ]);
    expect(document.title).toBe('Certificates · Academy');

    const subject = within(card('JavaScript Essentials'));
    // On the app's own origin, whatever host the server's badge_path names.
    expect(subject.getByRole('img', { name: 'Badge of JavaScript Essentials' })).toHaveAttribute(
      'src',
      filePublicUrl('3f2b8c1e-9a4d-4e6b-8c2f-1d5e7a9b0c34'),
    );
    expect(subject.getByText('Subject certificate')).toBeVisible();
    expect(subject.getByText('Direction: Front-End Development')).toBeVisible();
    expect(subject.getByText('Issued November 20, 2026')).toBeVisible();
    expect(subject.getByText('K7QM-4XRT-9HPW')).toBeVisible();
    expect(subject.queryByText('Revoked')).not.toBeInTheDocument();
  });

  it('sets a direction’s certificate apart, without a badge image when it has none', async () => {
    signInStudent();
    answerCertificates([FRONT_END]);
    await openCertificates();

    await screen.findByRole('heading', { level: 2, name: 'Front-End Development' });
    const direction = card('Front-End Development');
    expect(direction).toHaveAttribute('data-kind', 'direction');
    expect(within(direction).getByText('Direction certificate')).toBeVisible();
    // Its own title is the direction: not said twice.
    expect(within(direction).queryByText(/^Direction:/)).not.toBeInTheDocument();
    expect(within(direction).queryByRole('img')).not.toBeInTheDocument();
  });

  it('marks a revoked certificate, with the date it was revoked', async () => {
    signInStudent();
    answerCertificates([{ ...JS, revokedAt: '2026-11-22T10:00:00.000Z' }]);
    await openCertificates();

    await screen.findByRole('heading', { level: 2, name: 'JavaScript Essentials' });
    const revoked = within(card('JavaScript Essentials'));
    expect(revoked.getByText('Revoked')).toBeVisible();
    expect(
      revoked.getByText('Revoked on November 22, 2026: this certificate no longer counts.'),
    ).toBeVisible();
  });

  it('speaks Russian', async () => {
    signInStudent();
    answerCertificates([JS]);
    const { user } = await openCertificates();
    await screen.findByRole('heading', { level: 2, name: 'JavaScript Essentials' });

    await user.click(screen.getByRole('button', { name: 'RU' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Сертификаты' })).toBeVisible();
    const subject = within(card('JavaScript Essentials'));
    expect(subject.getByText('Сертификат по предмету')).toBeVisible();
    expect(subject.getByText('Выдан 20 ноября 2026 г.')).toBeVisible();
    expect(subject.getByRole('button', { name: /Скачать PDF/ })).toBeVisible();
  });
});

describe('a certificate’s actions', () => {
  it('downloads the PDF with the session, saved under the certificate’s code', async () => {
    signInStudent();
    answerCertificates([JS]);
    const authorizations: (string | null)[] = [];
    const ids: string[] = [];
    const languages: (string | null)[] = [];
    server.use(
      handle(certificateEndpoints.getCertificatePdf, ({ request, params, reply }) => {
        authorizations.push(request.headers.get('Authorization'));
        ids.push(String(params.id));
        languages.push(new URL(request.url).searchParams.get('language'));
        return reply(200, '%PDF-1.7');
      }),
    );
    const saved = catchDownloads();
    const { user, notify } = await openCertificates();
    await screen.findByRole('heading', { level: 2, name: 'JavaScript Essentials' });

    await user.click(
      within(card('JavaScript Essentials')).getByRole('button', { name: 'Download PDF' }),
    );

    await waitFor(() => expect(saved).toEqual(['certificate-K7QM-4XRT-9HPW.pdf']));
    expect(ids).toEqual([JS.id]);
    // In the language the student reads the academy in.
    expect(languages).toEqual(['en']);
    expect(authorizations).toEqual([`Bearer ${aTokenPair().accessToken}`]);
    expect(notify).not.toHaveBeenCalled();
  });

  it('downloads the signed credential as a .jwt file', async () => {
    signInStudent();
    answerCertificates([JS]);
    const codes: string[] = [];
    server.use(
      handle(certificateEndpoints.getCertificateCredential, ({ params, reply }) => {
        codes.push(String(params.code));
        return reply(200, 'eyJhbGciOiJFZERTQSJ9.eyJ9.c2ln');
      }),
    );
    const saved = catchDownloads();
    const { user } = await openCertificates();
    await screen.findByRole('heading', { level: 2, name: 'JavaScript Essentials' });

    await user.click(
      within(card('JavaScript Essentials')).getByRole('button', { name: 'Download credential' }),
    );

    await waitFor(() => expect(saved).toEqual(['certificate-K7QM-4XRT-9HPW.jwt']));
    expect(codes).toEqual(['K7QM-4XRT-9HPW']);
  });

  it('toasts a download that failed, and saves nothing', async () => {
    signInStudent();
    answerCertificates([JS]);
    server.use(
      handle(certificateEndpoints.getCertificatePdf, ({ reply }) =>
        reply(404, 'ERR_CERTIFICATE_NOT_FOUND'),
      ),
    );
    const saved = catchDownloads();
    const { user, notify } = await openCertificates();
    await screen.findByRole('heading', { level: 2, name: 'JavaScript Essentials' });

    await user.click(screen.getByRole('button', { name: 'Download PDF' }));

    await waitFor(() => expect(notify).toHaveBeenCalledWith('No certificate has this code'));
    expect(saved).toEqual([]);
  });

  it('leads to the public verification page, and copies its link', async () => {
    signInStudent();
    answerCertificates([JS]);
    const { user } = await openCertificates();
    await screen.findByRole('heading', { level: 2, name: 'JavaScript Essentials' });
    const actions = within(card('JavaScript Essentials'));

    expect(actions.getByRole('link', { name: 'Verification page' })).toHaveAttribute(
      'href',
      paths.verify('K7QM-4XRT-9HPW'),
    );
    await user.click(actions.getByRole('button', { name: 'Copy link' }));

    expect(await navigator.clipboard.readText()).toBe(JS.verificationUrl);
    expect(actions.getByRole('button', { name: 'Link copied' })).toBeVisible();
    expect(actions.getByRole('status')).toHaveTextContent('Link copied');
  });

  it('names each button after its certificate for screen readers', async () => {
    signInStudent();
    answerCertificates([FRONT_END, JS]);
    await openCertificates();
    await screen.findByRole('heading', { level: 2, name: 'JavaScript Essentials' });

    const buttons = screen.getAllByRole('button', { name: 'Download PDF' });
    expect(buttons.map((button) => button.getAttribute('aria-describedby'))).toEqual([
      screen.getByRole('heading', { name: 'Front-End Development' }).id,
      screen.getByRole('heading', { name: 'JavaScript Essentials' }).id,
    ]);
    expect(buttons[1]).toHaveAccessibleDescription('JavaScript Essentials');
  });
});

describe('without certificates', () => {
  it('says how one is earned, with the way to the dashboard', async () => {
    signInStudent();
    answerCertificates([]);
    await openCertificates();

    expect(
      await screen.findByRole('heading', { level: 2, name: 'No certificates yet' }),
    ).toBeVisible();
    expect(
      screen.getByText(
        /^You earn a subject's certificate when you complete every lecture, test and mini project of the subject/,
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute(
      'href',
      paths.student.dashboard,
    );
  });
});

describe('while loading and after a failure', () => {
  it('draws the cards’ shape until the list arrives', async () => {
    signInStudent();
    answerCertificates([JS], { delayMs: 200 });
    await renderScreen(paths.student.certificates, paths.student.certificates, CertificatesPage);

    expect(await screen.findByRole('status', { name: 'Loading your certificates' })).toBeVisible();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'JavaScript Essentials' }),
    ).toBeVisible();
    expect(screen.queryByRole('status', { name: 'Loading your certificates' })).toBeNull();
  });

  it('says the list could not be loaded, without a toast, and asks again on request', async () => {
    signInStudent();
    let fail = true;
    const calls = answerCertificateCall(certificateEndpoints.listMyCertificates, (reply) =>
      fail ? reply(500, 'ERR_INTERNAL') : reply(200, [JS]),
    );
    const { user, notify } = await openCertificates();

    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { level: 2, name: 'This page could not be loaded' }),
    ).toBeVisible();
    expect(within(alert).getByText('Something went wrong')).toBeVisible();
    // The loader's failure is shown as it is, not asked again on mounting.
    expect(calls()).toBe(1);
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(
      await screen.findByRole('heading', { level: 2, name: 'JavaScript Essentials' }),
    ).toBeVisible();
    expect(notify).not.toHaveBeenCalled();
  });
});
