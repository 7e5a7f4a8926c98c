import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { registrationFormPdf } from '../services/pdf/registration-form';

/** Documents offered to visitors: the subscription registration form behind the Subscribe link. */
export function publicDocumentRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/registration-form', async (c) => {
    const pdf = await registrationFormPdf();
    c.header('Content-Type', 'application/pdf');
    c.header('Content-Disposition', 'attachment; filename="Conveyancing-Workbench-Registration-Form.pdf"');
    return c.body(pdf.buffer as ArrayBuffer);
  });
}
