import { z } from 'zod';
import { accountSchemas } from '@/lib/schemas/account';
import { validationMessages } from '../../services/accounts/messages';

/**
 * The account forms as the OpenAPI document shows them. The routes check bodies with the same
 * schemas built per request (messages in the caller's language, context.ts); the shape is the same.
 */
export const docSchemas = accountSchemas(validationMessages('nl'));

/** A social provider's proof: the field depends on the provider. */
export const socialProofSchema = z.object({
  access_token: z.string().optional().describe('Facebook'),
  googleAuthToken: z.string().optional().describe('Google'),
  id_token: z.string().optional().describe('Apple (also as authorization.id_token, with user.name hints)'),
});

export const avatarUploadSchema = z.object({ file: z.string().meta({ format: 'binary' }).describe('The image file.') });
