import {
  CSRF_HEADER,
  localDateTimeIn,
  templateDueLocal,
  type Task,
  type TaskDraft,
} from '@staydesk/contracts';
import { Customer } from '../../models/customer';
import { Listing } from '../../models/listing';
import { Automation } from '../../models/task-templates';
import { createCustomerWithUsers, signedInAgent, withTestApi } from '../../../test/harness';

// The creation panel shows a template's due date before anything is created: from the zone this
// route answers and contracts' rule, the same the API derives it with.

const CHECK_OUT_DUE = { baseDate: 'checkOut', offsetHours: 2 } as const;
const MINUTE_MS = 60_000;

let lisbonListingId: string;
let otherCustomersListingId: string;
let templateId: string;

const api = withTestApi(async () => {
  const harbor = await createCustomerWithUsers('Harbor', ['admin']);
  const mountain = await createCustomerWithUsers('Summit', ['admin']);
  await Customer.updateOne({ _id: harbor.customerId }, { timeZone: 'America/New_York' });
  const lisbon = await Listing.create({
    customerId: harbor.customerId,
    name: 'Alfama Rooftop Flat',
    timeZone: 'Europe/Lisbon',
  });
  const elsewhere = await Listing.create({ customerId: mountain.customerId, name: 'Ridge Cabin' });
  const template = await Automation.create({
    customerId: harbor.customerId,
    name: 'Turnover after check-out',
    eventType: 'reservation.checkout',
    actions: [
      {
        actionType: 'create_task',
        configuration: { titleTemplate: 'Turnover clean', dueDate: CHECK_OUT_DUE },
      },
    ],
  });
  lisbonListingId = lisbon._id.toString();
  otherCustomersListingId = elsewhere._id.toString();
  templateId = template._id.toString();
});

async function adminAgent() {
  const { agent, csrf } = await signedInAgent(api.server, 'admin@harbor.test');
  const create = async (payload: TaskDraft): Promise<Task> => {
    const action = { type: 'command', topic: 'tasks', event: 'task.create', payload };
    const response = await agent.post('/api/commands').set(CSRF_HEADER, csrf).send({ action });
    expect(response.status).toBe(200);
    return response.body.data.task as Task;
  };
  return { agent, create };
}

describe('GET /api/tasks/settings/time-zone', () => {
  it("answers the listing's zone, else the customer's", async () => {
    const { agent } = await adminAgent();
    const listing = await agent.get(`/api/tasks/settings/time-zone?listingId=${lisbonListingId}`);
    expect(listing.status).toBe(200);
    expect(listing.body).toEqual({ timeZone: 'Europe/Lisbon' });
    const customer = await agent.get('/api/tasks/settings/time-zone');
    expect(customer.body).toEqual({ timeZone: 'America/New_York' });
  });

  it("answers another customer's listing, or no listing at all, as missing", async () => {
    const { agent } = await adminAgent();
    for (const id of [otherCustomersListingId, 'not-a-listing']) {
      const answer = await agent.get(`/api/tasks/settings/time-zone?listingId=${id}`);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ error: { code: 'not_found', message: 'Listing not found' } });
    }
  });
});

describe("a template's due date as the creation panel shows it", () => {
  it("is the created task's, whether the panel sends it or leaves it to the API", async () => {
    const { agent, create } = await adminAgent();
    const zone = (await agent.get(`/api/tasks/settings/time-zone?listingId=${lisbonListingId}`))
      .body.timeZone as string;
    const shown = templateDueLocal(CHECK_OUT_DUE, new Date(), zone);

    const sent = await create({
      title: 'Turnover clean',
      listingId: lisbonListingId,
      taskTemplateId: templateId,
      dueDate: shown,
    });
    expect(sent.time_zone).toBe('Europe/Lisbon');
    expect(localDateTimeIn(new Date(sent.due_date!), sent.time_zone)).toBe(shown);

    const derived = await create({
      title: 'Turnover clean',
      listingId: lisbonListingId,
      taskTemplateId: templateId,
    });
    // Derived a moment later, from the seconds of now: within the minute shown or the next.
    const drift = new Date(derived.due_date!).getTime() - new Date(sent.due_date!).getTime();
    expect(drift).toBeGreaterThanOrEqual(0);
    expect(drift).toBeLessThan(2 * MINUTE_MS);
  });
});
