import { updateProfileRequestSchema, updateProfileResponseSchema } from '../applicant-form.js';
import { defineEndpoint } from '../endpoint.js';

/*
 * The student's edit of their own profile. Its body is checked with the phone rule, so it is
 * an area of its own (`profileEndpoints`): only the profile's form loads libphonenumber-js.
 */
export const updateMyProfile = /* @__PURE__ */ defineEndpoint({
  operationId: 'updateMyProfile',
  method: 'PATCH',
  path: '/students',
  access: 'student',
  tag: 'students',
  summary: "Change the caller's own name and phone",
  description:
    'The phone is stored in E.164; 409 ERR_PHONE_ALREADY_EXIST when another account has it. ' +
    'The change is written to the audit log. The e-mail is not changed here.',
  body: updateProfileRequestSchema(),
  responses: { 200: updateProfileResponseSchema },
  errors: { 409: ['ERR_PHONE_ALREADY_EXIST'] },
});
