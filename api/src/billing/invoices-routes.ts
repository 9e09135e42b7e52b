import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import { HttpError } from '../lib/http-error';
import { authenticate } from '../accounts/auth-guard';
import { renderInvoicePdf } from './invoice-pdf';
import { INVOICE_NOT_FOUND, invoiceService, parseInvoiceNumber } from './invoices';

/** The owner's invoices, as JSON for the dashboard and as a PDF to download; anyone else's is not found. */
export function invoiceRoutes(app: FastifyInstance, { db, config }: AppDeps) {
  const invoices = invoiceService(db, config.invoiceSupplier);

  app.get<{ Params: { number: string } }>(
    '/v2/invoices/:number',
    { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const { user } = await authenticate(db, request);
      const [, label, pdf] = /^(.*?)(\.pdf)?$/.exec(request.params.number) ?? [];
      const number = parseInvoiceNumber(label ?? '');
      if (number === null) throw new HttpError(404, INVOICE_NOT_FOUND);
      const invoice = await invoices.get(user.id, number);
      if (!pdf) return { invoice };
      const body = await renderInvoicePdf(invoice);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${invoice.number}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  );
}
