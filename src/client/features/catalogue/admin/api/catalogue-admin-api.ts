import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  AdminProfessionalInput,
  AdminProfessionalServicesInput,
  AdminServiceInput,
} from '@shared/schemas/admin-catalogue';
import { adminKeys } from '@client/features/admin/api/admin-keys';
import { api, unwrap } from '@client/lib/api-client';
import { pageQuery } from '@client/lib/page-query';
import { type CallbacksFor, useRefreshingMutation } from '@client/lib/refreshing-mutation';
import { catalogueKeys, type ServicesFilter } from '../../api/catalogue-keys';

export const SERVICES_PAGE_SIZE = 15;
export const PROFESSIONALS_PAGE_SIZE = 10;

export const servicesQuery = (filter: ServicesFilter, page: number) =>
  queryOptions({
    queryKey: catalogueKeys.services(filter, page),
    queryFn: async () =>
      unwrap(
        await api.admin.services.$get({
          query: {
            status: filter.status,
            section: filter.section as never,
            q: filter.q,
            ...pageQuery(page, SERVICES_PAGE_SIZE),
          },
        }),
      ),
    placeholderData: keepPreviousData,
  });

export const professionalsQuery = (page: number) =>
  queryOptions({
    queryKey: catalogueKeys.professionals(page),
    queryFn: async () =>
      unwrap(
        await api.admin.professionals.$get({
          query: { status: 'all', ...pageQuery(page, PROFESSIONALS_PAGE_SIZE) },
        }),
      ),
    placeholderData: keepPreviousData,
  });

/** The whole team, inactive members too, for the service form's choice of professionals. */
export const teamQuery = queryOptions({
  queryKey: catalogueKeys.professionals(0),
  queryFn: async () =>
    unwrap(
      await api.admin.professionals.$get({ query: { status: 'all', page: '1', pageSize: '100' } }),
    ),
});

/** Every active service, for a professional's list of what they perform. */
export const allServicesQuery = queryOptions({
  queryKey: catalogueKeys.services({ status: 'active', section: '', q: '' }, 0),
  queryFn: async () => {
    const first = unwrap(
      await api.admin.services.$get({ query: { status: 'active', page: '1', pageSize: '100' } }),
    );
    const page = await first;
    if (page.total <= page.items.length) return page.items;
    const second = await unwrap(
      await api.admin.services.$get({ query: { status: 'active', page: '2', pageSize: '100' } }),
    );
    return [...page.items, ...second.items];
  },
});

/** The 409 of a change that would leave a bookable service with nobody to perform it. */
export const SERVICE_WITHOUT_PROFESSIONAL = 'service_without_professional';

/**
 * Every catalogue answer (the site's price pages and booking form included, so this browser shows
 * the new price at once) and the back office's log.
 */
const refreshCatalogue = [catalogueKeys.site, adminKeys.all];

/** Creates a record, or edits the one with `id`. */
const saving =
  <Values, Saved>(
    create: (values: Values) => Promise<Saved>,
    update: (id: string, values: Values) => Promise<Saved>,
  ) =>
  (input: { id?: string; values: Values }) =>
    input.id ? update(input.id, input.values) : create(input.values);

const saveService = saving(
  async (json: AdminServiceInput) => unwrap(await api.admin.services.$post({ json })),
  async (id, json) => unwrap(await api.admin.services[':id'].$put({ param: { id }, json })),
);

const saveProfessional = saving(
  async (json: AdminProfessionalInput) => unwrap(await api.admin.professionals.$post({ json })),
  async (id, json) => unwrap(await api.admin.professionals[':id'].$put({ param: { id }, json })),
);

export const useSaveService = (callbacks?: CallbacksFor<typeof saveService>) =>
  useRefreshingMutation({ ...callbacks, mutationFn: saveService, refresh: refreshCatalogue });

export const useSaveProfessional = (callbacks?: CallbacksFor<typeof saveProfessional>) =>
  useRefreshingMutation({ ...callbacks, mutationFn: saveProfessional, refresh: refreshCatalogue });

/** Desativar takes a record off the site and booking; Reativar brings it back. */
async function setServiceActive(input: { id: string; active: boolean }) {
  const route = api.admin.services[':id'][input.active ? 'reactivate' : 'deactivate'];
  return unwrap(await route.$post({ param: { id: input.id } }));
}

async function setProfessionalActive(input: { id: string; active: boolean; confirm?: boolean }) {
  const route = api.admin.professionals[':id'][input.active ? 'reactivate' : 'deactivate'];
  return unwrap(
    await route.$post({
      param: { id: input.id },
      query: input.confirm ? { confirm: 'true' } : {},
    }),
  );
}

async function saveProfessionalServices(input: {
  id: string;
  values: AdminProfessionalServicesInput;
}) {
  return unwrap(
    await api.admin.professionals[':id'].services.$put({
      param: { id: input.id },
      json: input.values,
    }),
  );
}

export const useSaveProfessionalServices = (
  callbacks?: CallbacksFor<typeof saveProfessionalServices>,
) =>
  useRefreshingMutation({
    ...callbacks,
    mutationFn: saveProfessionalServices,
    refresh: refreshCatalogue,
  });

export const useSetServiceActive = (callbacks?: CallbacksFor<typeof setServiceActive>) =>
  useRefreshingMutation({ ...callbacks, mutationFn: setServiceActive, refresh: refreshCatalogue });

export const useSetProfessionalActive = (callbacks?: CallbacksFor<typeof setProfessionalActive>) =>
  useRefreshingMutation({
    ...callbacks,
    mutationFn: setProfessionalActive,
    refresh: refreshCatalogue,
  });
