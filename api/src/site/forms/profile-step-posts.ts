import type { FastifyReply, FastifyRequest, LightMyRequestResponse } from 'fastify';
import { gbpStepPath } from '@adlaunch/shared';
import { gbpAddressSchema, gbpDetailsSchema } from '@adlaunch/shared/schemas';
import { apiErrors, firstMessages, NOT_SENT, type Form } from './form-errors';
import { withFormAnswer, type FieldErrors } from './form-page';
import { postOwner, type StepContext } from './search-step-posts';
import { assetUrlOrNull, errorsBelowDropZones, readStepPost, uploadsNoScript, URL_FIELD, type UploadKind } from './upload-form';

const KINDS: UploadKind[] = ['image', 'certificate'];

interface ProfileStepContext extends StepContext {
  /** Sends one file to the asset route as the owner (the API's own checks, limits and PDF check). */
  upload: (
    request: FastifyRequest,
    token: string,
    kind: UploadKind,
    file: { name: string; type: string; body: Buffer },
  ) => Promise<LightMyRequestResponse>;
}

/**
 * The business profile wizard's business and address steps without scripts (decision 041). The
 * business step posts as multipart: each chosen file goes to the asset route as the app's upload
 * does; "Upload photo" answers the page with the file listed, "Save and continue" saves the step
 * (`gbpDetailsSchema`) and goes on to the address step.
 */
export function profileStepPosts({ db, page, call, upload }: ProfileStepContext) {
  const ownerOf = postOwner(db);
  async function business(request: FastifyRequest, reply: FastifyReply) {
    const pathname = gbpStepPath('business');
    const owner = await ownerOf(request, reply, pathname);
    if (!owner) return;
    const profile = owner.data.profile;
    if (!profile) return reply.redirect(gbpStepPath('about'), 303);
    let posted: Awaited<ReturnType<typeof readStepPost>>;
    try {
      posted = await readStepPost(request);
    } catch {
      return page(request, reply, pathname, (html) => withFormAnswer(uploadsNoScript(html, profile), {}, { upload: NOT_SENT }));
    }
    const { fields, files } = posted;
    const errors: FieldErrors = { ...posted.refused };
    const urls: Partial<Record<UploadKind, string | null>> = {};
    const uploaded: Partial<Record<UploadKind, string>> = {};
    for (const kind of KINDS) {
      urls[kind] = assetUrlOrNull(fields[URL_FIELD[kind]]) ?? (kind === 'image' ? profile.image : profile.certificate);
      const file = files[kind];
      if (!file || errors[kind]) continue;
      const sent = await upload(request, owner.token, kind, file);
      if (sent.statusCode >= 300) {
        errors[kind] = apiErrors(sent.json(), kind)[kind] ?? NOT_SENT;
        continue;
      }
      urls[kind] = (sent.json() as { url: string }).url;
      uploaded[kind] = file.name;
    }
    const values = { description: fields.description ?? '', image_url: urls.image ?? '', certificate_url: urls.certificate ?? '' };
    const checked = gbpDetailsSchema.safeParse(values);
    const save = () => call(request, '/v2/google-business-profile', { ...checked.data, gbp_id: profile.id }, owner.token);
    const answerWith = (refusal: FieldErrors) =>
      page(request, reply, pathname, (html) =>
        errorsBelowDropZones(
          withFormAnswer(uploadsNoScript(html, profile, { urls, uploaded }), { description: values.description }, refusal),
        ),
      );
    // "Upload photo": the page again with the file listed; what is complete is saved so nothing is lost.
    if (fields.upload || Object.keys(errors).length) {
      if (!Object.keys(errors).length && checked.success) await save();
      return answerWith(errors);
    }
    if (!checked.success) {
      const messages = firstMessages(checked.error.issues);
      // The missing photo is said beside its file field (the address it would have is a hidden field).
      for (const kind of KINDS)
        if (messages[URL_FIELD[kind]]) [messages[kind], messages[URL_FIELD[kind]]] = [messages[URL_FIELD[kind]], ''];
      return answerWith(Object.fromEntries(Object.entries(messages).filter(([, m]) => m)));
    }
    const saved = await save();
    if (saved.statusCode >= 300) return answerWith(apiErrors(saved.json(), 'description'));
    return reply.redirect(gbpStepPath('address'), 303);
  }

  async function address(request: FastifyRequest, reply: FastifyReply) {
    const pathname = gbpStepPath('address');
    const owner = await ownerOf(request, reply, pathname);
    if (!owner) return;
    const form = request.body as Form;
    const values = { address: form.address ?? '', zipcode: form.zipcode ?? '', city: form.city ?? '', country: form.country ?? '' };
    const answerWith = (refusal: FieldErrors) => page(request, reply, pathname, (html) => withFormAnswer(html, form, refusal));
    const checked = gbpAddressSchema.safeParse(values);
    if (!checked.success) return answerWith(firstMessages(checked.error.issues));
    if (!owner.data.profile) return reply.redirect(gbpStepPath('about'), 303);
    const saved = await call(request, '/v2/google-business-profile', { ...checked.data, gbp_id: owner.data.profile.id }, owner.token);
    if (saved.statusCode >= 300) return answerWith(apiErrors(saved.json(), 'address'));
    return reply.redirect(gbpStepPath('pay'), 303);
  }

  return { business, address };
}
