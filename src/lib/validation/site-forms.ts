/**
 * Rules of the contact form and the job application form (issue 12, Forms), mirroring
 * plugins/kabelshop-core/src/Forms/ContactMessage.php and plugins/kabelshop-core/src/Forms/Application.php (same fields, limits and messages);
 * the server stays the authority and checks the CV by its content, which the browser cannot.
 * Messages are i18n keys ('forms:REQUIRED', 'site-forms:…'), translated where shown, with
 * `{ max }` for the length messages.
 */
import { z } from 'zod';
import { MESSAGE_KEYS, emailField, isPhone, phoneField } from './rules';

/** ContactMessage::MESSAGE_MAX. */
export const CONTACT_MESSAGE_MAX = 5000;
/** Application::NOTE_MAX. */
export const COVER_NOTE_MAX = 3000;
/** CvFile::MAX_BYTES: 5 MB. */
export const CV_MAX_BYTES = 5 * 1024 * 1024;
/** File name endings the CV input offers (the server decides by content). */
export const CV_ACCEPT = '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const tooLong = 'site-forms:tooLong';
/** Required text with the 'At most {{max}} characters.' message. */
const required = (max: number) => z.string().trim().min(1, MESSAGE_KEYS.REQUIRED).max(max, tooLong);
const consent = z.boolean().refine((value) => value, { message: 'site-forms:consentRequired' });

/** Contact form: name, email, message and consent required; company and phone optional. */
export const contactSchema = z.object({
  name: required(100),
  company: z.string().trim().max(150, tooLong),
  email: emailField().max(100, tooLong),
  phone: z.string().trim().refine((value) => value === '' || isPhone(value), MESSAGE_KEYS.PHONE_NOT_VALID),
  message: required(CONTACT_MESSAGE_MAX),
  consent,
});
export type ContactValues = z.infer<typeof contactSchema>;

/** The CV as the browser sees it: a file, PDF or DOCX by its name, at most 5 MB. */
export function cvError(file: File | null | undefined): string | null {
  if (!file) return 'site-forms:cvRequired';
  if (!/\.(pdf|docx)$/i.test(file.name)) return 'site-forms:cvType';
  if (file.size > CV_MAX_BYTES) return 'site-forms:cvTooBig';
  if (file.size === 0) return 'site-forms:cvRequired';
  return null;
}

/** Application form (text fields; the CV is checked by cvError()). opening: a job id or '0'. */
export const applicationSchema = z.object({
  opening: z.string().regex(/^\d+$/, MESSAGE_KEYS.REQUIRED),
  name: required(100),
  email: emailField().max(100, tooLong),
  phone: phoneField(),
  cover_note: z.string().max(COVER_NOTE_MAX, tooLong),
  consent,
});
export type ApplicationValues = z.infer<typeof applicationSchema>;
