import { requiredText, ruleMessage } from '@yip/rules';
import { z } from 'zod';

/** The authenticator app's 6-digit code, as a form asks for it (sign-in, enrolment, new recovery codes). */
export const codeSchema = z.object({ code: requiredText().regex(/^\d{6}$/, { error: ruleMessage.code }) });
