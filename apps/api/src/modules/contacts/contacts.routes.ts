import {
  bulkCreateContactsRequest,
  contact,
  contactsPage,
  contactsQuery,
  createContactRequest,
  importResult,
  text,
  updateContactRequest,
} from '@here-and-there/contracts';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { type App, apiPrefix } from '../../platform/http.ts';
import { readBodyWithFile } from '../../platform/multipart.ts';
import { toPage } from '../../platform/pagination.ts';
import { requireMember } from '../identity/index.ts';
import {
  createContact,
  deleteContact,
  importContacts,
  listContacts,
  updateContact,
  viewContact,
} from './contacts.service.ts';

const contactParams = z.object({ id: text() });
const bearer = [{ bearer: [] }];
const tags = ['contacts'];

/** An import run of 20,000 contacts (contracts `importRunMaxContacts`) with their notes and addresses. */
const importBodyLimit = 16 * 1024 * 1024;

// Create and update bodies are documented here but read by the use case: a multipart form reaches
// it as parts.
const readByUseCase = () => (value: unknown) => ({ value });

export function registerContactsRoutes(app: App, context: AppContext) {
  app.get(
    `${apiPrefix}/contacts/`,
    {
      schema: {
        tags,
        summary: "A page of the caller's own contacts, filtered and ordered",
        security: bearer,
        querystring: contactsQuery,
        response: { 200: contactsPage },
      },
    },
    async (request) => {
      const { member } = await requireMember(context, request);
      const { limit, offset } = request.query;
      const slice = await listContacts(context, member.id, request.query);
      return toPage(slice, { url: request.url, limit, offset, publicUrl: context.config.publicUrl });
    },
  );

  app.get(
    `${apiPrefix}/contacts/:id/`,
    {
      schema: {
        tags,
        summary: "One of the caller's contacts",
        security: bearer,
        params: contactParams,
        response: { 200: contact },
      },
    },
    async (request) => {
      const { member } = await requireMember(context, request);
      return viewContact(context, member.id, request.params.id);
    },
  );

  app.post(
    `${apiPrefix}/contacts/`,
    {
      schema: {
        tags,
        summary: 'Add a contact (JSON, or multipart with the file `image`)',
        description: 'In a multipart form, values are sent as text.',
        security: bearer,
        consumes: ['application/json', 'multipart/form-data'],
        body: createContactRequest,
        response: { 201: contact },
      },
      validatorCompiler: readByUseCase,
    },
    async (request, reply) => {
      const { member } = await requireMember(context, request);
      const { fields, file } = await readBodyWithFile(request, 'image');
      return reply.status(201).send(await createContact(context, member, fields, file));
    },
  );

  app.post(
    `${apiPrefix}/contacts/bulk_create/`,
    {
      schema: {
        tags,
        summary: 'Import contacts from a phone, a contact picker or a file (one run)',
        description:
          'Values that fail the contact rules are dropped; contacts without mobile, phone or email are skipped; ' +
          'contacts are matched by `external_id`, else by email or phone number.',
        security: bearer,
        body: bulkCreateContactsRequest,
        response: { 200: importResult },
      },
      bodyLimit: importBodyLimit,
    },
    async (request) => {
      const { member } = await requireMember(context, request);
      return importContacts(context, member, request.body);
    },
  );

  app.put(
    `${apiPrefix}/contacts/:id/`,
    {
      schema: {
        tags,
        summary: "Change one of the caller's contacts (JSON, or multipart with the file `image`)",
        description: 'Only the fields sent change; `image: null` removes the picture.',
        security: bearer,
        consumes: ['application/json', 'multipart/form-data'],
        params: contactParams,
        body: updateContactRequest,
        response: { 200: contact },
      },
      validatorCompiler: readByUseCase,
    },
    async (request) => {
      const { member } = await requireMember(context, request);
      const { fields, file } = await readBodyWithFile(request, 'image');
      return updateContact(context, member, request.params.id, fields, file);
    },
  );

  app.delete(
    `${apiPrefix}/contacts/:id/`,
    { schema: { tags, summary: "Delete one of the caller's contacts", security: bearer, params: contactParams } },
    async (request, reply) => {
      const { member } = await requireMember(context, request);
      await deleteContact(context, member.id, request.params.id);
      return reply.status(204).send();
    },
  );
}
