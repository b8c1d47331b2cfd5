import { z } from 'zod';

/*
 * The Open Badges 3.0 rules the academy's credentials rely on, as a schema (ARCHITECTURE.md,
 * "Certificates"). "OB 3.0" is 1EdTech's Open Badges Specification v3.0
 * (https://www.imsglobal.org/spec/ob/v3p0/); its Appendix B.1 "Credential Data Models" defines
 * the classes below, and the JSON Schema it publishes (appendix "JSON Schema",
 * ob_v3p0_achievementcredential_schema.json) states them for validators. Where that JSON
 * Schema stops short of the prose (the subject's `id` or `identifier`, an IdentityHash's form),
 * the prose is checked as well, as OB 3.0 "Verification and Validation" does. Objects keep
 * properties not named here (the JSON Schema's `additionalProperties: true`) except
 * IdentityObject and Image, which are closed there.
 */

/** OB 3.0 Appendix B "Derived Types", URI: a string that is a URI (`urn:uuid:…` included). */
const uri = z.string().refine((value) => URL.canParse(value), 'Not a URI');

/** OB 3.0 "Derived Types", DateTimeZ: an ISO 8601 date and time with its time zone. */
const dateTimeZ = z.iso.datetime({ offset: true });

/**
 * An IRI set (`type`): the JSON Schema asks for an array of strings that contains the given
 * IRI (or one of them).
 */
const typeContaining = (...iris: [string, ...string[]]) =>
  z
    .array(z.string())
    .min(1)
    .refine((types) => types.some((type) => iris.includes(type)), {
      message: `type must contain ${iris.join(' or ')}`,
    });

/** The W3C VC 2.0 context, written out here: the schema checks the credential, not its maker. */
const VC_V2_CONTEXT = 'https://www.w3.org/ns/credentials/v2';
/** The OB 3.0 context, any of its published versions (AchievementCredential, `@context`). */
const OB_CONTEXT_PATTERN =
  /^https:\/\/purl\.imsglobal\.org\/spec\/ob\/v3p0\/context(-3\.\d\.\d)*\.json$/;

/**
 * OB 3.0 AchievementCredential, `@context`: an ordered set whose first item is the VC 2.0
 * context and whose second is the OB 3.0 context; any further items are URIs or maps.
 */
const context = z
  .array(z.union([z.string(), z.record(z.string(), z.unknown())]))
  .min(2)
  .refine((items) => items[0] === VC_V2_CONTEXT, {
    message: `The first context must be ${VC_V2_CONTEXT}`,
  })
  .refine((items) => typeof items[1] === 'string' && OB_CONTEXT_PATTERN.test(items[1]), {
    message: 'The second context must be the Open Badges 3.0 context',
  });

/** OB 3.0 Image: `id` (a URI or data URI) and `type` "Image"; closed. */
const image = z.strictObject({
  id: uri,
  type: z.literal('Image'),
  caption: z.string().optional(),
});

/** OB 3.0 Profile: `id` and a `type` that contains "Profile"; `name` a string when given. */
const profile = z.looseObject({
  id: uri,
  type: typeContaining('Profile'),
  name: z.string().optional(),
  url: uri.optional(),
  image: image.optional(),
});

/** OB 3.0 VerifiableCredential, `issuer` (ProfileRef): the issuer's URI, or its Profile. */
const profileRef = z.union([uri, profile]);

/**
 * OB 3.0 Criteria: `id` and `narrative` are both optional, but "implementations SHOULD
 * provide, at least, one of the id or narrative fields"; held here as a rule.
 */
const criteria = z
  .looseObject({ id: uri.optional(), narrative: z.string().optional() })
  .refine((value) => value.id !== undefined || value.narrative !== undefined, {
    message: 'Criteria need an id or a narrative',
  });

/** OB 3.0 AchievementType: the enumeration, or an extension `ext:…`. */
const achievementType = z.union([
  z.enum([
    'Achievement',
    'ApprenticeshipCertificate',
    'Assessment',
    'Assignment',
    'AssociateDegree',
    'Award',
    'Badge',
    'BachelorDegree',
    'Certificate',
    'CertificateOfCompletion',
    'Certification',
    'CommunityService',
    'Competency',
    'Course',
    'CoCurricular',
    'Degree',
    'Diploma',
    'DoctoralDegree',
    'Fieldwork',
    'GeneralEducationDevelopment',
    'JourneymanCertificate',
    'LearningProgram',
    'License',
    'Membership',
    'ProfessionalDoctorate',
    'QualityAssuranceCredential',
    'MasterCertificate',
    'MasterDegree',
    'MicroCredential',
    'ResearchDoctorate',
    'SecondarySchoolDiploma',
  ]),
  z.string().regex(/^ext:[A-Za-z0-9.\-_]+$/),
]);

/**
 * OB 3.0 Achievement: `id`, `type` with "Achievement", `name`, `description` and `criteria`
 * (the academy's also never empty: a wallet shows them).
 */
const achievement = z.looseObject({
  id: uri,
  type: typeContaining('Achievement'),
  achievementType: achievementType.optional(),
  name: z.string().min(1),
  description: z.string().min(1),
  criteria,
  image: image.optional(),
});

/**
 * OB 3.0 IdentityHash ("Derived Types"): an algorithm, `$`, and the hex hash of the identity
 * followed by the salt. Only `sha256` and `md5` are supported.
 */
const IDENTITY_HASH = /^(sha256\$[0-9a-fA-F]{64}|md5\$[0-9a-fA-F]{32})$/;

/** OB 3.0 IdentifierTypeEnum: the enumeration, or an extension `ext:…`. */
const identifierType = z.union([
  z.enum([
    'name',
    'sourcedId',
    'systemId',
    'productId',
    'userName',
    'accountId',
    'emailAddress',
    'nationalIdentityNumber',
    'isbn',
    'issn',
    'lisSourcedId',
    'oneRosterSourcedId',
    'sisSourcedId',
    'ltiContextId',
    'ltiDeploymentId',
    'ltiToolId',
    'ltiPlatformId',
    'ltiUserId',
    'identifier',
  ]),
  z.string().regex(/^ext:[A-Za-z0-9.\-_]+$/),
]);

/**
 * OB 3.0 IdentityObject: `type` "IdentityObject", `hashed`, `identityHash`, `identityType`,
 * an optional `salt`; closed. A hashed one carries an IdentityHash.
 */
export const identityObjectSchema = z
  .strictObject({
    type: z.literal('IdentityObject'),
    hashed: z.boolean(),
    identityHash: z.string().min(1),
    identityType: identifierType,
    salt: z.string().optional(),
  })
  .refine((value) => !value.hashed || IDENTITY_HASH.test(value.identityHash), {
    message: 'A hashed identity must be an IdentityHash (sha256$… or md5$…)',
    path: ['identityHash'],
  });

/**
 * OB 3.0 AchievementSubject: `type` with "AchievementSubject" and the `achievement`. "Either
 * `id` or at least one `identifier` MUST be supplied" (its `id` and `identifier`; and
 * "Verification and Validation": a subject identified by neither does not conform).
 */
export const achievementSubjectSchema = z
  .looseObject({
    id: uri.optional(),
    type: typeContaining('AchievementSubject'),
    identifier: z.array(identityObjectSchema).optional(),
    achievement,
    image: image.optional(),
  })
  .refine((value) => value.id !== undefined || (value.identifier?.length ?? 0) > 0, {
    message: 'Either id or at least one identifier must be supplied',
  });

/**
 * OB 3.0 CredentialStatus: `id` and `type`. A W3C Bitstring Status List entry (Bitstring
 * Status List v1.0, "BitstringStatusListEntry") also names its purpose, its index (a string of
 * digits) and the status list credential.
 */
const credentialStatus = z
  .looseObject({
    id: uri,
    type: z.string().min(1),
    statusPurpose: z.string().optional(),
    statusListIndex: z.string().optional(),
    statusListCredential: uri.optional(),
  })
  .refine(
    (value) =>
      value.type !== 'BitstringStatusListEntry' ||
      (value.statusPurpose !== undefined &&
        value.statusListIndex !== undefined &&
        /^\d+$/.test(value.statusListIndex) &&
        value.statusListCredential !== undefined),
    {
      message:
        'A BitstringStatusListEntry needs statusPurpose, statusListIndex and statusListCredential',
    },
  );

/**
 * OB 3.0 Proof: a `type`. Under the JSON Web Token Proof Format ("Proofs (Signatures)") the
 * `proof` property MAY be omitted, as the academy's VC-JWT credentials do; when present, it is
 * an array of proofs.
 */
const proof = z.looseObject({
  type: z.string().min(1),
  created: dateTimeZ.optional(),
  proofPurpose: z.string().optional(),
  verificationMethod: uri.optional(),
});

/** OB 3.0 CredentialSchema: `id` and `type`. */
const credentialSchema = z.looseObject({ id: uri, type: z.string().min(1) });

/**
 * OB 3.0 AchievementCredential (an OpenBadgeCredential): `@context`, `id`, `type` with
 * "VerifiableCredential" and "AchievementCredential" or "OpenBadgeCredential", `issuer`,
 * `validFrom` and the `credentialSubject` are required (VerifiableCredential and
 * AchievementCredential in Appendix B.1).
 */
export const openBadgeCredentialSchema = z
  .looseObject({
    '@context': context,
    id: uri,
    type: typeContaining('VerifiableCredential'),
    name: z.string().optional(),
    description: z.string().optional(),
    image: image.optional(),
    issuer: profileRef,
    validFrom: dateTimeZ,
    validUntil: dateTimeZ.optional(),
    awardedDate: dateTimeZ.optional(),
    credentialSubject: achievementSubjectSchema,
    credentialStatus: credentialStatus.optional(),
    credentialSchema: z.array(credentialSchema).optional(),
    proof: z.array(proof).optional(),
  })
  .refine(
    (value) =>
      value.type.includes('AchievementCredential') || value.type.includes('OpenBadgeCredential'),
    { message: 'type must contain AchievementCredential or OpenBadgeCredential', path: ['type'] },
  );

export type OpenBadgeCredential = z.infer<typeof openBadgeCredentialSchema>;

/**
 * The payload of a credential secured as a VC-JWT (OB 3.0 "JSON Web Token Proof Format", "JWT
 * Payload Format"): the credential with the claims `iss` (the issuer's id), `jti` (the
 * credential's id) and `nbf` (`validFrom`, in seconds), all required. `sub` is required too;
 * OB 3.0 names it the subject's `id`, which a subject identified by `identifier` alone does
 * not have, so here it is a URI (the academy's: the public verification page).
 */
export const vcJwtPayloadSchema = z
  .looseObject({
    iss: uri,
    jti: uri,
    nbf: z.number().int(),
    sub: uri,
  })
  .and(openBadgeCredentialSchema)
  .superRefine((payload, issues) => {
    const issuerId = typeof payload.issuer === 'string' ? payload.issuer : payload.issuer.id;
    if (payload.iss !== issuerId) {
      issues.addIssue({ code: 'custom', message: 'iss must be the issuer id', path: ['iss'] });
    }
    if (payload.jti !== payload.id) {
      issues.addIssue({ code: 'custom', message: 'jti must be the credential id', path: ['jti'] });
    }
    if (payload.nbf !== Math.floor(Date.parse(payload.validFrom) / 1000)) {
      issues.addIssue({ code: 'custom', message: 'nbf must be validFrom', path: ['nbf'] });
    }
    if (
      payload.credentialSubject.id !== undefined &&
      payload.sub !== payload.credentialSubject.id
    ) {
      issues.addIssue({ code: 'custom', message: 'sub must be the subject id', path: ['sub'] });
    }
  });
