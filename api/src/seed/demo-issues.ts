import { Types } from 'mongoose';
import { REPORT_ISSUE_TYPE_LABELS, type ReportIssueType } from '@staydesk/contracts';
import { Task, type TaskDoc } from '../models/task';
import { storeAttachment } from '../services/attachments';
import { samplePhoto, sampleVideo, sampleWav } from './sample-media';

type Owner = { customerId: Types.ObjectId; taskId: Types.ObjectId; uploaderId: Types.ObjectId };

/** What blocks each blocked demo task, in turn: each one a real issue someone can resolve. */
const BLOCKERS: ReadonlyArray<{ type: ReportIssueType; description: string; location: string }> = [
  { type: 'access_problem', description: 'The lock box code does not open', location: 'access' },
  { type: 'damage', description: 'Water leak under the kitchen sink', location: 'Kitchen' },
  { type: 'missing_supplies', description: 'No supplies of detergent left', location: 'Laundry' },
];

const issue = (
  type: ReportIssueType,
  fields: Record<string, unknown> & { reportedBy: Types.ObjectId },
) => ({
  _id: new Types.ObjectId(),
  type,
  title: REPORT_ISSUE_TYPE_LABELS[type],
  status: 'reported',
  createdAt: new Date(),
  ...fields,
});

const photoOf = async (owner: Owner, name: string) => ({
  url: (await storeAttachment(owner, name, await samplePhoto(160, 120))).url,
  caption: null,
});

/** The showcase: every kind of evidence, three rooms and General, one from a subtask. */
async function showcaseIssues(owner: Owner, now: Date) {
  const voice = await storeAttachment(owner, 'lock-box.wav', sampleWav());
  const video = await storeAttachment(owner, 'kitchen.mp4', await sampleVideo());
  const hour = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
  const by = { reportedBy: owner.uploaderId };
  return [
    issue('access_problem', {
      ...by,
      description: 'The lock box code from the guide does not open the box',
      location: 'access',
      isBlocking: true,
      createdAt: hour(1),
      photos: [await photoOf(owner, 'lock-box.png')],
      voiceRecordings: [
        {
          url: voice.url,
          transcription: 'I tried the code four four seven one twice and the box stays shut.',
          duration: 1,
        },
      ],
    }),
    issue('damage', {
      ...by,
      description: 'Cracked tile by the oven; nothing loose yet',
      location: 'Kitchen',
      createdAt: hour(2),
      videos: [
        {
          url: video.url,
          thumbnail: video.metadata.thumbnail,
          caption: 'Cracked tile',
          duration: 1,
        },
      ],
    }),
    issue('missing_supplies', {
      ...by,
      description: 'Only two bath towels in the cupboard',
      location: 'Bathroom',
      status: 'resolved',
      resolvedAt: hour(3),
      fromSubtask: true,
      subtaskTitle: 'Restock linen',
      createdAt: hour(4),
      photos: [await photoOf(owner, 'towels.png')],
    }),
    issue('other', {
      ...by,
      description: 'Neighbour asked about parking for the next guests',
      status: 'investigating',
      createdAt: hour(5),
      photos: [await photoOf(owner, 'parking.png')],
    }),
  ];
}

/**
 * Gives every blocked demo task the blocking issue that explains it, with a photo, so that its
 * banner opens an issue someone can resolve; the first also shows every kind of evidence.
 */
export async function seedDemoIssues(
  customerId: Types.ObjectId,
  fallbackReporter: Types.ObjectId,
  now: Date,
): Promise<void> {
  const blocked = await Task.find({ customerId, status: 'blocked', parentTaskId: null })
    .sort({ dueDate: 1 })
    .lean<TaskDoc[]>();
  const unexplained = blocked.filter(
    (task) => !task.issues.some((entry) => entry.isBlocking && entry.status !== 'resolved'),
  );
  for (const [index, task] of unexplained.entries()) {
    const owner = {
      customerId,
      taskId: task._id,
      uploaderId: task.assignments[0]?.userId ?? fallbackReporter,
    };
    const blocker = BLOCKERS[index % BLOCKERS.length]!;
    const issues =
      index === 0
        ? await showcaseIssues(owner, now)
        : [
            issue(blocker.type, {
              reportedBy: owner.uploaderId,
              description: blocker.description,
              location: blocker.location,
              isBlocking: true,
              photos: [await photoOf(owner, `${blocker.type}.png`)],
            }),
          ];
    await Task.updateOne({ _id: task._id }, { $push: { issues: { $each: issues } } });
  }
}
