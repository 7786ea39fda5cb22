// One schema per account input (spec §5), used by the web forms, the gateway and the backend.
import { z } from 'zod';
import { email, loginPassword } from './fields.ts';
import { ruleMessage } from './messages.ts';

export const loginInput = z.object({ email: email(), password: loginPassword() });
export type LoginInput = z.infer<typeof loginInput>;

export const forgotPasswordInput = z.object({ email: email() });

/** Adds the "must match" check to any schema with password + confirmPassword. */
export const withConfirmation = <T extends z.ZodObject<{ password: z.ZodType<string>; confirmPassword: z.ZodType<string> }>>(
  schema: T,
) =>
  schema.refine((v) => v.password === v.confirmPassword, {
    error: ruleMessage.passwordMismatch,
    path: ['confirmPassword'],
  });

export const newsletterInput = z.object({ email: email() });
