import { describe, expect, it } from 'vitest';
import { credentialUrls, identityHash, openBadgeCredential } from './credentials.js';
import { openBadgeCredentialSchema, vcJwtPayloadSchema } from './open-badges-schema.js';

/*
 * The Open Badges 3.0 schema refuses what strict verifiers refuse, and the credential the
 * academy builds passes it. Every credential the API issues is checked against it in
 * certificates.test.ts.
 */

const urls = credentialUrls('https://academy.example');

/** A credential as the academy builds it, to be spoiled one rule at a time. */
function credential() {
  return structuredClone(
    openBadgeCredential(urls, {
      certificateId: '6a1f3b52-1d0c-4f3e-9c55-0a3c1b2d4e5f',
      kind: 'subject',
      achievementKey: 7,
      title: 'Clean Code',
      description: '',
      directionTitle: 'Software Engineering',
      holderName: 'Ada Lovelace',
      holderIdentity: { email: 'ada@example.com', salt: '0123456789abcdef0123456789abcdef' },
      issuedAt: new Date('2026-03-01T10:00:00Z'),
      verificationCode: 'ABCD-EFGH-JKMN',
      statusListIndex: 12,
      badgeFileId: '11111111-2222-4333-8444-555555555555',
    }),
  ) as Record<string, unknown> & {
    '@context': unknown[];
    type: string[];
    credentialSubject: Record<string, unknown> & { achievement: Record<string, unknown> };
    credentialStatus: Record<string, unknown>;
  };
}

const refusal = (value: unknown) => {
  const parsed = openBadgeCredentialSchema.safeParse(value);
  return parsed.success ? null : parsed.error.issues.map((issue) => issue.message);
};

describe('the Open Badges 3.0 schema', () => {
  it("accepts the academy's credential", () => {
    expect(refusal(credential())).toBeNull();
  });

  it('refuses a credentialSubject with neither id nor identifier', () => {
    const withoutEither = credential();
    delete withoutEither.credentialSubject.identifier;
    expect(refusal(withoutEither)).toEqual([
      'Either id or at least one identifier must be supplied',
    ]);

    const emptyIdentifiers = credential();
    emptyIdentifiers.credentialSubject.identifier = [];
    expect(refusal(emptyIdentifiers)).toEqual([
      'Either id or at least one identifier must be supplied',
    ]);

    // An id alone will do.
    withoutEither.credentialSubject.id = 'did:example:ebfeb1f712ebc6f1c276e12ec21';
    expect(refusal(withoutEither)).toBeNull();
  });

  it('refuses an identifier that is not an IdentityObject with an IdentityHash', () => {
    const plain = credential();
    const [identifier] = plain.credentialSubject.identifier as Record<string, unknown>[];
    if (!identifier) throw new Error('No identifier');
    identifier.identityHash = 'ada@example.com';
    expect(refusal(plain)).not.toBeNull();
    // Unhashed, a plain value is what the identifier says it is.
    identifier.hashed = false;
    expect(refusal(plain)).toBeNull();

    const unknownType = credential();
    (unknownType.credentialSubject.identifier as Record<string, unknown>[])[0] = {
      ...identifier,
      identityType: 'email',
    };
    expect(refusal(unknownType)).not.toBeNull();

    const extraProperty = credential();
    (extraProperty.credentialSubject.identifier as Record<string, unknown>[])[0] = {
      ...identifier,
      hashed: false,
      email: 'ada@example.com',
    };
    expect(refusal(extraProperty)).not.toBeNull();
  });

  it('refuses the contexts out of order, and types without their required IRIs', () => {
    const reversed = credential();
    reversed['@context'].reverse();
    expect(refusal(reversed)).not.toBeNull();

    const notABadge = credential();
    notABadge.type = ['VerifiableCredential'];
    expect(refusal(notABadge)).toEqual([
      'type must contain AchievementCredential or OpenBadgeCredential',
    ]);

    const notASubject = credential();
    notASubject.credentialSubject.type = ['Person'];
    expect(refusal(notASubject)).not.toBeNull();
  });

  it('refuses an issuer, validity or achievement without what OB 3.0 requires', () => {
    const anonymousIssuer = credential();
    anonymousIssuer.issuer = { name: 'Academy', type: ['Profile'] };
    expect(refusal(anonymousIssuer)).not.toBeNull();

    const noZone = credential();
    noZone.validFrom = '2026-03-01T10:00:00';
    expect(refusal(noZone)).not.toBeNull();

    for (const property of ['id', 'name', 'description', 'criteria']) {
      const spoilt = credential();
      delete spoilt.credentialSubject.achievement[property];
      expect(refusal(spoilt), property).not.toBeNull();
    }
    const emptyCriteria = credential();
    emptyCriteria.credentialSubject.achievement.criteria = {};
    expect(refusal(emptyCriteria)).toEqual(['Criteria need an id or a narrative']);
  });

  it('refuses a Bitstring status entry without its list and index', () => {
    const spoilt = credential();
    delete spoilt.credentialStatus.statusListCredential;
    expect(refusal(spoilt)).not.toBeNull();
    const badIndex = credential();
    badIndex.credentialStatus.statusListIndex = 12;
    expect(refusal(badIndex)).not.toBeNull();
  });

  it('holds the VC-JWT claims to the credential they secure', () => {
    const payload = {
      ...credential(),
      iss: urls.issuer,
      jti: 'urn:uuid:6a1f3b52-1d0c-4f3e-9c55-0a3c1b2d4e5f',
      nbf: Date.parse('2026-03-01T10:00:00Z') / 1000,
      sub: urls.verifyPage('ABCD-EFGH-JKMN'),
    };
    expect(vcJwtPayloadSchema.safeParse(payload).success).toBe(true);
    for (const [claim, value] of [
      ['iss', 'https://elsewhere.example/issuer'],
      ['jti', 'urn:uuid:00000000-0000-4000-8000-000000000000'],
      ['nbf', payload.nbf + 1],
    ] as const) {
      expect(vcJwtPayloadSchema.safeParse({ ...payload, [claim]: value }).success, claim).toBe(
        false,
      );
    }
    const { sub: _sub, ...withoutSub } = payload;
    expect(vcJwtPayloadSchema.safeParse(withoutSub).success).toBe(false);
  });
});

describe('the identity hash', () => {
  it("is OB 3.0's IdentityHash: the specification's own example", () => {
    // OB 3.0, IdentityHash: 'a@example.com' salted with 'Kosher'.
    expect(identityHash('a@example.com', 'Kosher')).toBe(
      'sha256$b5809d8a92f8858436d7e6b87c12ebc0ae1eac4baecc2c0b913aee2c922ef399',
    );
  });
});
