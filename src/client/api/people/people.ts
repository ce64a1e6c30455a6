import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  ApiToken,
  NewTokenAnswer,
  PeopleList,
  Person,
  TokenList,
  type NewPersonBody,
  type NewTokenBody,
  type UpdatePersonBody,
} from '../../../shared/contract/people';
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

export const tokensQuery = () => queryOptions({ queryKey: ['tokens'], queryFn: () => apiRequest(TokenList, pathTo('listTokens')) });
export const useTokens = () => useQuery(tokensQuery());

export const createToken = (body: NewTokenBody) => apiRequest(NewTokenAnswer, pathTo('createToken'), { method: 'POST', body });

export const revokeToken = (id: number) => apiRequest(ApiToken, pathTo('revokeToken', { id: String(id) }), { method: 'DELETE' });
