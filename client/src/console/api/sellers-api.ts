import { z } from 'zod';
import {
  addedSellerSchema,
  consoleUserSchema,
  sellerSchema,
  type AddSellerRequest,
} from '@contract/sellers';
import { answer, consoleHttp } from './console-http';

const nothing = z.unknown();

export const sellersApi = {
  me: () => consoleHttp.get('/__sellers/me').then(answer(consoleUserSchema)),
  signIn: (email: string, password: string) =>
    consoleHttp.post('/__sellers/session', { email, password }).then(answer(nothing)),
  signOut: () => consoleHttp.delete('/__sellers/session').then(answer(nothing)),
  activate: (token: string, password: string) =>
    consoleHttp.post('/__sellers/activate', { token, password }).then(answer(nothing)),
  list: () => consoleHttp.get('/__sellers').then(answer(z.array(sellerSchema))),
  add: (seller: AddSellerRequest) =>
    consoleHttp.post('/__sellers', seller).then(answer(addedSellerSchema)),
  newActivation: (id: string) =>
    consoleHttp
      .post(`/__sellers/${encodeURIComponent(id)}/activation`, {})
      .then(answer(addedSellerSchema)),
  remove: (id: string) =>
    consoleHttp.delete(`/__sellers/${encodeURIComponent(id)}`).then(answer(nothing)),
};
