import { CREDENTIAL_MEDIA_TYPE, endpoints } from '@academy/contracts';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { attachment, privateDownload } from '../../routing/download.js';
import { route } from '../../routing/route.js';
import { createCertificatesService } from './service.js';

function certificatesService(app: FastifyInstance) {
  return createCertificatesService({
    db: app.db,
    unitOfWork: app.unitOfWork,
    signer: app.credentialSigner,
    storage: app.fileStorage,
    now: app.now,
  });
}

/** Student group: the caller's certificates and their PDFs. */
export const certificatesStudentRoutes: FastifyPluginAsync = async (app) => {
  const service = certificatesService(app);

  route(app, endpoints.listMyCertificates, (request) => service.list(request.user.id));

  route(app, endpoints.getCertificatePdf, async (request, reply) => {
    const { pdf, verificationCode } = await service.pdf(
      request.user.id,
      request.params.id,
      request.query.language,
    );
    return privateDownload(reply, 'application/pdf', `certificate-${verificationCode}.pdf`).send(
      pdf,
    );
  });
};

/**
 * Public group: what anyone may check without an account. Lookups by code are limited per
 * address like the other public checks, so codes cannot be tried in bulk.
 */
export const certificatesPublicRoutes: FastifyPluginAsync = async (app) => {
  const service = certificatesService(app);
  const byCodeLimit = { perMinute: app.config.rateLimit.checkPerMinute };

  route(
    app,
    endpoints.verifyCertificate,
    async (request, reply) => {
      const answer = await service.verify(request.params.code);
      reply.header('cache-control', 'no-store');
      return answer;
    },
    byCodeLimit,
  );

  route(
    app,
    endpoints.getCertificateCredential,
    async (request, reply) => {
      const { jwt, verificationCode } = await service.credential(request.params.code);
      return attachment(reply, CREDENTIAL_MEDIA_TYPE, `certificate-${verificationCode}.jwt`)
        .header('cache-control', 'public, max-age=3600')
        .send(jwt);
    },
    byCodeLimit,
  );

  route(app, endpoints.getCredentialIssuer, (_request, reply) => {
    reply.header('cache-control', 'public, max-age=3600');
    return service.issuer();
  });

  route(app, endpoints.getCredentialKeys, (_request, reply) => {
    reply.header('cache-control', 'public, max-age=3600');
    return service.keys();
  });

  // Short-lived: a revocation shows within a minute.
  route(app, endpoints.getCredentialStatusList, async (_request, reply) =>
    reply
      .type(CREDENTIAL_MEDIA_TYPE)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'public, max-age=60')
      .send(await service.statusList()),
  );
};

/** Staff group (the endpoint is admin-only): revoking a certificate. */
export const certificatesStaffRoutes: FastifyPluginAsync = async (app) => {
  const service = certificatesService(app);

  route(app, endpoints.revokeCertificate, (request) =>
    service.revoke(request.user.id, request.params.id, request.body),
  );
};
