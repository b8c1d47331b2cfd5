import { certificateEndpoints, paths } from '@academy/contracts';
import { aCertificateVerification } from '@academy/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { catchDownloads } from '../../test/catch-downloads';
import { handle } from '../../test/handle';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';
import {
  answerCertificateCall,
  answerVerification,
  signInStudent,
} from './certificates-test-server';

const CODE = 'K7QM-4XRT-9HPW';

describe('a valid certificate', () => {
  it('says so with a green check, whose it is and what it certifies, and the server’s checks', async () => {
    const codes = answerVerification(
      aCertificateVerification({
        holderName: 'Anna Sargsyan',
        kind: 'subject',
        title: 'JavaScript Essentials',
        directionTitle: 'Front-End Development',
        issuedAt: '2026-11-20T09:30:00.000Z',
        issuer: { name: 'Academy', url: 'http://localhost:3000' },
      }),
    );
    const { router, notify } = renderApp(paths.verify(CODE));

    const verdict = (
      await screen.findByRole('heading', { level: 1, name: 'This certificate is valid' })
    ).closest('[data-outcome]');
    expect(verdict).toHaveAttribute('data-outcome', 'valid');
    expect(router.state.location.pathname).toBe(paths.verify(CODE));
    expect(codes).toEqual([CODE]);
    expect(document.title).toBe(`Certificate verification: ${CODE} · Academy`);
    expect(screen.getByText(CODE)).toBeVisible();

    const details = screen.getByRole('region', { name: 'Certificate details' });
    const detail = (term: string) =>
      within(details).getByText(term).nextElementSibling?.textContent;
    expect(detail('Awarded to')).toBe('Anna Sargsyan');
    expect(detail('Certificate')).toBe('JavaScript Essentials');
    expect(detail('Kind')).toBe('Subject certificate');
    expect(detail('Direction')).toBe('Front-End Development');
    expect(detail('Issued on')).toBe('November 20, 2026');
    expect(within(details).getByRole('link', { name: 'Academy' })).toHaveAttribute(
      'href',
      'http://localhost:3000',
    );

    const checks = screen.getByRole('region', { name: 'Checks' });
    expect(checks.textContent).toContain(
      "Passed: Signature verified with the academy's published key",
    );
    expect(checks.textContent).toContain(
      "Passed: Not revoked in the academy's revocation status list",
    );
    expect(screen.getByRole('link', { name: 'Issuer profile and public key' })).toHaveAttribute(
      'href',
      '/v1/credentials/issuer',
    );
    expect(notify).not.toHaveBeenCalled();
  });

  it('offers the signed credential as a .jwt file, without a session', async () => {
    answerVerification();
    const authorizations: (string | null)[] = [];
    server.use(
      handle(certificateEndpoints.getCertificateCredential, ({ request, params, reply }) => {
        authorizations.push(request.headers.get('Authorization'));
        expect(params.code).toBe(CODE);
        return reply(200, 'eyJhbGciOiJFZERTQSJ9.eyJ9.c2ln');
      }),
    );
    const saved = catchDownloads();
    const { user } = renderApp(paths.verify(CODE));

    await user.click(await screen.findByRole('button', { name: 'Download the signed credential' }));

    await waitFor(() => expect(saved).toEqual([`certificate-${CODE}.jwt`]));
    expect(authorizations).toEqual([null]);
  });

  it('is open to a signed-in student too, who is not sent away', async () => {
    signInStudent();
    answerVerification();
    const { router } = renderApp(paths.verify(CODE));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'This certificate is valid' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe(paths.verify(CODE));
    expect(screen.getAllByRole('link', { name: 'Back to my dashboard' })[0]).toHaveAttribute(
      'href',
      paths.student.dashboard,
    );
  });

  it('reads a code typed in small letters as the code', async () => {
    const codes = answerVerification();
    renderApp(paths.verify(CODE.toLowerCase()));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'This certificate is valid' }),
    ).toBeVisible();
    expect(codes).toEqual([CODE]);
  });

  it('speaks Russian', async () => {
    answerVerification(aCertificateVerification({ kind: 'direction' }));
    const { user } = renderApp(paths.verify(CODE));
    await screen.findByRole('heading', { level: 1, name: 'This certificate is valid' });

    await user.click(screen.getAllByRole('button', { name: 'RU' })[0] as Element);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Сертификат действителен' }),
    ).toBeVisible();
    expect(screen.getByText('Сертификат по направлению')).toBeVisible();
    expect(screen.getByText('20 ноября 2026 г.')).toBeVisible();
  });
});

describe('a revoked certificate', () => {
  it('says so in red with the date, still naming what was revoked', async () => {
    answerVerification(
      aCertificateVerification({
        status: 'revoked',
        revokedAt: '2026-11-22T10:00:00.000Z',
        holderName: 'Anna Sargsyan',
        title: 'JavaScript Essentials',
        credential: {
          signatureValid: true,
          revokedInStatusList: true,
          url: `http://localhost:3000/v1/credentials/${CODE}`,
        },
      }),
    );
    renderApp(paths.verify(CODE));

    const verdict = (
      await screen.findByRole('heading', { level: 1, name: 'This certificate has been revoked' })
    ).closest('[data-outcome]');
    expect(verdict).toHaveAttribute('data-outcome', 'revoked');
    expect(
      screen.getByText(
        'Academy revoked it on November 22, 2026. It no longer certifies what is shown below.',
      ),
    ).toBeVisible();
    expect(screen.queryByText('This certificate is valid')).not.toBeInTheDocument();
    expect(screen.getByText('Anna Sargsyan')).toBeVisible();
    expect(screen.getByText('JavaScript Essentials')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Checks' }).textContent).toContain(
      "Failed: Marked as revoked in the academy's revocation status list",
    );
  });
});

describe('a credential whose signature does not hold', () => {
  it('is not called valid', async () => {
    answerVerification(
      aCertificateVerification({
        credential: {
          signatureValid: false,
          revokedInStatusList: false,
          url: `http://localhost:3000/v1/credentials/${CODE}`,
        },
      }),
    );
    renderApp(paths.verify(CODE));

    const verdict = (
      await screen.findByRole('heading', {
        level: 1,
        name: "This certificate's signature could not be verified",
      })
    ).closest('[data-outcome]');
    expect(verdict).toHaveAttribute('data-outcome', 'unverified');
    expect(screen.queryByText('This certificate is valid')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Checks' }).textContent).toContain(
      "Failed: Signature does not match the academy's published key",
    );
  });
});

describe('a code no certificate has', () => {
  it('says only that, without a toast', async () => {
    const calls = answerCertificateCall(certificateEndpoints.verifyCertificate, (reply) =>
      reply(404, 'ERR_CERTIFICATE_NOT_FOUND'),
    );
    const { notify } = renderApp(paths.verify(CODE));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'No certificate has this code' }),
    ).toBeVisible();
    expect(calls()).toBe(1);
    expect(screen.queryByRole('region', { name: 'Certificate details' })).not.toBeInTheDocument();
    expect(screen.queryByText(CODE)).not.toBeInTheDocument();
    expect(document.title).toBe(`Certificate verification: ${CODE} · Academy`);
    expect(notify).not.toHaveBeenCalled();
  });

  it('is what a malformed code gets too, without asking the server', async () => {
    const calls = answerCertificateCall(certificateEndpoints.verifyCertificate, (reply) =>
      reply(404, 'ERR_CERTIFICATE_NOT_FOUND'),
    );
    renderApp(paths.verify('not-a-code'));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'No certificate has this code' }),
    ).toBeVisible();
    expect(calls()).toBe(0);
    expect(document.title).toBe('Certificate verification · Academy');
  });
});

describe('a check that failed', () => {
  it('says so without a toast, and checks again on request', async () => {
    let fail = true;
    const calls = answerCertificateCall(certificateEndpoints.verifyCertificate, (reply) =>
      fail ? reply(500, 'ERR_INTERNAL') : reply(200, aCertificateVerification()),
    );
    const { user, notify } = renderApp(paths.verify(CODE));

    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', {
        level: 1,
        name: 'The certificate could not be checked',
      }),
    ).toBeVisible();
    expect(within(alert).getByText('Something went wrong')).toBeVisible();
    expect(calls()).toBe(1);
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'This certificate is valid' }),
    ).toBeVisible();
    expect(notify).not.toHaveBeenCalled();
  });
});
