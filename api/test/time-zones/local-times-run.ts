import { CSRF_HEADER, type Task } from '@staydesk/contracts';
import { Customer } from '../../src/models/customer';
import { Listing } from '../../src/models/listing';
import { createCustomerWithUsers, signedInAgent, startTestApi } from '../harness';

// Run as its own process, under the TZ the test gives it: the API takes local date-times through
// its real routes and prints the instants it stored and answered, as JSON.

async function main(): Promise<void> {
  const api = await startTestApi();
  try {
    const { customerId } = await createCustomerWithUsers('Harborline', ['admin']);
    await Customer.updateOne({ _id: customerId }, { timeZone: 'America/New_York' });
    const lisbon = await Listing.create({
      customerId,
      name: 'Alfama Rooftop Flat',
      timeZone: 'Europe/Lisbon',
    });
    const { agent, csrf } = await signedInAgent(api.server, 'admin@harborline.test');
    const create = async (payload: Record<string, unknown>): Promise<Task> => {
      const action = { type: 'command', topic: 'tasks', event: 'task.create', payload };
      const response = await agent.post('/api/commands').set(CSRF_HEADER, csrf).send({ action });
      if (response.status !== 200) throw new Error(JSON.stringify(response.body));
      return response.body.data.task as Task;
    };
    const patch = async (task: Task, body: Record<string, unknown>): Promise<Task> => {
      const response = await agent
        .patch(`/api/tasks?taskId=${task.id}`)
        .set(CSRF_HEADER, csrf)
        .send({ version: task.version, ...body });
      if (response.status !== 200) throw new Error(JSON.stringify(response.body));
      return response.body.task as Task;
    };

    const inLisbon = await create({
      title: 'Turnover',
      listingId: lisbon._id.toString(),
      dueDate: '2030-12-10T10:00',
    });
    const withoutListing = await create({ title: 'Order linen', dueDate: '2030-12-10T10:00' });
    const moved = await patch(inLisbon, {
      dueDate: '2030-03-31T09:00',
      startDate: '2030-03-31T00:30',
      requiresApproval: true,
    });
    const subtask = await create({ title: 'Buy a latch', subtaskOf: inLisbon.id });
    const repeatedHour = await patch(withoutListing, { dueDate: '2030-11-03T01:30' });
    console.log(
      JSON.stringify({
        lisbon: { due: inLisbon.due_date, zone: inLisbon.time_zone },
        withoutListing: { due: withoutListing.due_date, zone: withoutListing.time_zone },
        moved: {
          due: moved.due_date,
          start: moved.start_date,
          approvalDeadline: moved.approval_deadline,
        },
        subtaskDue: subtask.due_date,
        repeatedHour: repeatedHour.due_date,
      }),
    );
  } finally {
    await api.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
