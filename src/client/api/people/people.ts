import { queryOptions, useQuery } from '@tanstack/react-query';
import { PeopleList, Person, type NewPersonBody, type UpdatePersonBody } from '../../../shared/contract/people';
import { Settings, type UpdateSettingsBody } from '../../../shared/contract/settings';
import { pathTo } from '../../../shared/routes';
import { apiRequest } from '../request';

export const peopleQuery = () => queryOptions({ queryKey: ['people'], queryFn: () => apiRequest(PeopleList, pathTo('listPeople')) });
export const usePeople = (enabled: boolean) => useQuery({ ...peopleQuery(), enabled });

export const createPerson = (body: NewPersonBody) => apiRequest(Person, pathTo('createPerson'), { method: 'POST', body });

export const updatePerson = (id: string, body: UpdatePersonBody) =>
  apiRequest(Person, pathTo('updatePerson', { id }), { method: 'PATCH', body });

export const settingsQuery = () => queryOptions({ queryKey: ['settings'], queryFn: () => apiRequest(Settings, pathTo('getSettings')) });
export const useSettings = () => useQuery(settingsQuery());

export const updateSettings = (body: UpdateSettingsBody) => apiRequest(Settings, pathTo('updateSettings'), { method: 'PATCH', body });
