import { z } from 'zod';
import {
  bidAdjustmentCreateSchema,
  bidAdjustmentResponseSchema,
  bidDecisionSchema,
  bidSubmitSchema,
  bidWithdrawQuerySchema,
  claimResponseSchema,
  claimSchema,
  marketplaceListQuerySchema,
  marketplaceListResponseSchema,
  marketplaceOfferActionSchema,
  marketplaceOfferQuerySchema,
  myBidResponseSchema,
  myBidsQuerySchema,
  myBidsResponseSchema,
  previousBidsQuerySchema,
  previousBidsResponseSchema,
  providerInviteResponseSchema,
  providerInviteSchema,
  providerMatchQuerySchema,
  providerMatchResponseSchema,
  rolesAccess,
  SERVICE_PROVIDER_ROLES,
  taskResponseSchema,
  type ProviderMinRating,
} from '@staydesk/contracts';
import { sessionRoute, type RouteDeclaration } from '../../http/route';
import { decideAdjustment, requestAdjustment } from '../../services/marketplace/adjustments';
import { decideBid, submitBid, withdrawBid } from '../../services/marketplace/bids';
import { myBids, previousBids } from '../../services/marketplace/bids-read';
import { claimTask } from '../../services/marketplace/claim';
import { ownTask } from '../../services/marketplace/common';
import { inviteProviders } from '../../services/marketplace/invites';
import { listOffers } from '../../services/marketplace/listing';
import { changeOffer } from '../../services/marketplace/offers';
import { matchProviders } from '../../services/marketplace/providers';
import { changeTasksAccess, structureAccess } from '../tasks/access';
import { exampleIds, prepareExampleTask } from './examples';

const providerAccess = rolesAccess(SERVICE_PROVIDER_ROLES, 'use the marketplace as a provider');
const TAG = 'marketplace';

export const marketplaceRoutes = (): RouteDeclaration[] => [
  sessionRoute({
    id: 'marketplace.offer',
    method: 'POST',
    path: '/api/tasks/marketplace',
    summary: 'Offers a task on the marketplace (make_eligible) or withdraws the offer',
    tag: TAG,
    access: structureAccess,
    rateLimit: 'write',
    query: marketplaceOfferQuerySchema,
    body: marketplaceOfferActionSchema,
    response: { status: 200, description: 'The task', schema: taskResponseSchema },
    errors: [404, 409],
    example: {
      request: ({ tenant }) => ({
        query: { taskId: exampleIds(tenant).taskId },
        body: { action: 'make_eligible', maxBidPrice: 300, requiredSkills: ['cleaning'] },
      }),
      prepare: (fixture) => prepareExampleTask(fixture, 'none'),
    },
    handle: async ({ auth, query, body }) => ({
      task: await changeOffer(auth, query.taskId, body),
    }),
  }),
  sessionRoute({
    id: 'marketplace.list',
    method: 'GET',
    path: '/api/tasks/marketplace',
    summary: 'The offers a provider may bid on or claim now, soonest due first, paged',
    tag: TAG,
    access: providerAccess,
    rateLimit: 'read',
    query: marketplaceListQuerySchema,
    response: {
      status: 200,
      description: 'A page of offers',
      schema: marketplaceListResponseSchema,
    },
    example: {
      request: () => ({ query: { limit: 20, offset: 0 } }),
      prepare: (fixture) => prepareExampleTask(fixture, 'none'),
    },
    handle: ({ auth, query }) => listOffers(auth, query),
  }),
  sessionRoute({
    id: 'marketplace.submitBid',
    method: 'POST',
    path: '/api/tasks/marketplace/bids',
    summary: 'A provider bids on an offered task: one pending bid per provider and task',
    tag: TAG,
    access: providerAccess,
    rateLimit: 'write',
    body: bidSubmitSchema,
    response: { status: 201, description: 'The bid', schema: myBidResponseSchema },
    errors: [404, 409],
    example: {
      request: ({ tenant }) => ({
        body: {
          taskId: exampleIds(tenant).taskId,
          bidAmount: 150,
          currency: 'USD',
          notes: 'Two hours',
        },
      }),
      prepare: (fixture) => prepareExampleTask(fixture, 'none'),
    },
    handle: async ({ auth, body }) => ({ bid: await submitBid(auth, body) }),
  }),
  sessionRoute({
    id: 'marketplace.withdrawBid',
    method: 'DELETE',
    path: '/api/tasks/marketplace/bids',
    summary: 'A provider withdraws its pending bid',
    tag: TAG,
    access: providerAccess,
    rateLimit: 'write',
    query: bidWithdrawQuerySchema,
    response: { status: 200, description: 'The withdrawn bid', schema: myBidResponseSchema },
    errors: [404, 409],
    example: {
      request: ({ tenant }) => ({ query: exampleIds(tenant) }),
      prepare: (fixture) => prepareExampleTask(fixture, 'pending'),
    },
    handle: async ({ auth, query }) => ({
      bid: await withdrawBid(auth, query.taskId, query.bidId),
    }),
  }),
  sessionRoute({
    id: 'marketplace.decideBid',
    method: 'PATCH',
    path: '/api/tasks/marketplace/bids',
    summary:
      'Accepts or rejects a bid (structure editors), or approves or rejects a bid adjustment (editors of the task)',
    tag: TAG,
    access: changeTasksAccess,
    rateLimit: 'write',
    body: bidDecisionSchema,
    response: { status: 200, description: 'The task', schema: taskResponseSchema },
    errors: [404, 409],
    example: {
      request: ({ tenant }) => {
        const { taskId, bidId } = exampleIds(tenant);
        return { body: { action: 'accept_bid', taskId, bidId } };
      },
      prepare: (fixture) => prepareExampleTask(fixture, 'pending'),
      access: structureAccess,
    },
    handle: async ({ auth, body }) => ({
      task:
        body.action === 'accept_bid' || body.action === 'reject_bid'
          ? await decideBid(auth, body)
          : await decideAdjustment(auth, body),
    }),
  }),
  sessionRoute({
    id: 'marketplace.previousBids',
    method: 'GET',
    path: '/api/tasks/marketplace/bids/previous',
    summary: "Up to 3 distinct amounts of the caller's earlier bids, for quick fill",
    tag: TAG,
    access: providerAccess,
    rateLimit: 'read',
    query: previousBidsQuerySchema,
    response: { status: 200, description: 'Previous bids', schema: previousBidsResponseSchema },
    example: {
      request: () => ({ query: { category: 'cleaning' } }),
      prepare: (fixture) => prepareExampleTask(fixture, 'pending'),
    },
    handle: async ({ auth, query }) => ({ bids: await previousBids(auth, query) }),
  }),
  sessionRoute({
    id: 'marketplace.myBids',
    method: 'GET',
    path: '/api/tasks/marketplace/bids/mine',
    summary: "The caller's bids with their status and task, newest first, paged",
    tag: TAG,
    access: providerAccess,
    rateLimit: 'read',
    query: myBidsQuerySchema,
    response: { status: 200, description: 'A page of bids', schema: myBidsResponseSchema },
    example: {
      request: () => ({ query: { limit: 20, offset: 0 } }),
      prepare: (fixture) => prepareExampleTask(fixture, 'pending'),
    },
    handle: ({ auth, query }) => myBids(auth, query),
  }),
  sessionRoute({
    id: 'marketplace.claim',
    method: 'POST',
    path: '/api/tasks/marketplace/claim',
    summary: 'A provider claims an offered task: the first claim wins, the others answer 409',
    tag: TAG,
    access: providerAccess,
    rateLimit: 'write',
    body: claimSchema,
    response: { status: 200, description: 'The new assignment', schema: claimResponseSchema },
    errors: [404, 409],
    example: {
      request: ({ tenant }) => ({
        body: { taskId: exampleIds(tenant).taskId, estimatedDuration: 90, notes: 'Today at 2' },
      }),
      prepare: (fixture) => prepareExampleTask(fixture, 'none'),
    },
    handle: ({ auth, body }) => claimTask(auth, body),
  }),
  sessionRoute({
    id: 'marketplace.matchProviders',
    method: 'GET',
    path: '/api/tasks/marketplace/providers',
    summary: "Providers with the task's skills in its area, at least the minimum rating",
    tag: TAG,
    access: structureAccess,
    rateLimit: 'read',
    query: providerMatchQuerySchema,
    response: { status: 200, description: 'Providers', schema: providerMatchResponseSchema },
    errors: [404],
    example: {
      request: ({ tenant }) => ({ query: { taskId: exampleIds(tenant).taskId, minRating: 4 } }),
      prepare: (fixture) => prepareExampleTask(fixture, 'none'),
    },
    handle: async ({ auth, query }) => ({
      providers: await matchProviders(
        await ownTask(auth, query.taskId),
        query.minRating as ProviderMinRating,
      ),
    }),
  }),
  sessionRoute({
    id: 'marketplace.inviteProviders',
    method: 'POST',
    path: '/api/tasks/marketplace/providers/invite',
    summary: 'Invites matching providers to bid on an offered task; each is notified',
    tag: TAG,
    access: structureAccess,
    rateLimit: 'write',
    body: providerInviteSchema,
    response: {
      status: 200,
      description: 'How many were invited',
      schema: providerInviteResponseSchema,
    },
    errors: [400, 404, 409],
    example: {
      request: ({ tenant }) => ({
        body: { taskId: exampleIds(tenant).taskId, providerIds: [tenant.userId] },
      }),
      prepare: (fixture) => prepareExampleTask(fixture, 'none'),
    },
    handle: ({ auth, body }) => inviteProviders(auth, body),
  }),
  sessionRoute({
    id: 'marketplace.requestAdjustment',
    method: 'POST',
    path: '/api/tasks/:id/bid-adjustments',
    summary: 'The provider of the accepted bid asks for an adjustment tied to an issue',
    tag: TAG,
    access: providerAccess,
    rateLimit: 'write',
    params: z.object({ id: z.string().min(1).max(64) }),
    body: bidAdjustmentCreateSchema,
    response: { status: 201, description: 'The adjustment', schema: bidAdjustmentResponseSchema },
    errors: [400, 404, 409],
    example: {
      request: ({ tenant }) => {
        const { taskId, issueId } = exampleIds(tenant);
        return {
          params: { id: taskId },
          body: {
            issueId,
            type: 'excessive_cleaning',
            amount: 35,
            currency: 'USD',
            reason: 'Extra hour',
          },
        };
      },
      prepare: (fixture) => prepareExampleTask(fixture, 'accepted'),
    },
    handle: ({ auth, params, body }) => requestAdjustment(auth, params.id, body),
  }),
];
