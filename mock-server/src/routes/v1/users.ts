import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@contract/envelope';
import {
  createUserRequestSchema,
  createUserResponseSchema,
  currentUserSchema,
  deleteUserResponseSchema,
  editUserRequestSchema,
  USER_MESSAGES,
  userDetailsSchema,
  userListQuerySchema,
  userListResponseSchema,
  userTeamsQuerySchema,
  userTeamsResponseSchema,
} from '@contract/users';
import { currentUser } from '../../domain/users/current-user';
import {
  createUser,
  deleteUser,
  editUser,
  listUsers,
  userDetails,
  userTeams,
} from '../../domain/users/users';
import { authOf, ok } from '../envelope';
import { mutate, mutateEvenWhenFull } from '../../application/unit-of-work';
import { idParams } from '../params';
import { dataOf, worldOf } from '../../hosting/request-world';

const userIdReply = { 200: envelope(deleteUserResponseSchema) };

/** The signed-in user's own record and the company's users (protected). */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/users/me', { schema: { response: { 200: envelope(currentUserSchema) } } }, (request) =>
    ok(
      'User retrieved',
      currentUser(dataOf(request), authOf(request).userId, worldOf(request).config.publicOrigin),
    ),
  );

  app.get(
    '/users/list',
    {
      schema: {
        querystring: userListQuerySchema,
        response: { 200: envelope(userListResponseSchema) },
      },
    },
    (request) =>
      ok('Users retrieved', listUsers(dataOf(request), authOf(request).companyId, request.query)),
  );

  app.get(
    '/users/details/:id',
    { schema: { params: idParams, response: { 200: envelope(userDetailsSchema) } } },
    (request) =>
      ok(
        'User retrieved',
        userDetails(dataOf(request), authOf(request).companyId, request.params.id),
      ),
  );

  app.get(
    '/users/teams/:id',
    {
      schema: {
        params: idParams,
        querystring: userTeamsQuerySchema,
        response: { 200: envelope(userTeamsResponseSchema) },
      },
    },
    (request) =>
      ok(
        'Teams retrieved',
        userTeams(dataOf(request), authOf(request).companyId, request.params.id, request.query),
      ),
  );

  app.post(
    '/users/create',
    {
      schema: {
        body: createUserRequestSchema,
        response: { 200: envelope(createUserResponseSchema) },
      },
    },
    (request) =>
      mutate(worldOf(request), (ctx) => {
        const user = createUser(ctx, authOf(request), request.body);
        return ok(USER_MESSAGES.created(user.email), { id: user.id, email: user.email });
      }),
  );

  app.post(
    '/users/edit',
    { schema: { body: editUserRequestSchema, response: userIdReply } },
    (request) =>
      mutate(worldOf(request), (ctx) =>
        ok(USER_MESSAGES.updated, { id: editUser(ctx, authOf(request), request.body).id }),
      ),
  );

  app.delete(
    '/users/delete/:id',
    { schema: { params: idParams, response: userIdReply } },
    (request) =>
      mutateEvenWhenFull(worldOf(request), (ctx) => {
        deleteUser(ctx, authOf(request), request.params.id);
        return ok(USER_MESSAGES.deleted, { id: request.params.id });
      }),
  );
};
