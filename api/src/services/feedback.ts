import { FEEDBACK_LIST_LIMIT, type FeedbackDraft, type FeedbackEntry } from '@staydesk/contracts';
import type { AuthContext } from '../middleware/auth';
import { Feedback, type FeedbackDoc } from '../models/feedback';

const present = (doc: FeedbackDoc): FeedbackEntry => ({
  id: doc._id.toString(),
  message: doc.message,
  page: doc.page ?? null,
  author: { name: doc.authorName, email: doc.authorEmail, role: doc.authorRole },
  createdAt: doc.createdAt.toISOString(),
});

/** Stores the caller's feedback under their customer. */
export async function submitFeedback(auth: AuthContext, draft: FeedbackDraft) {
  const doc = await Feedback.create({
    customerId: auth.customerObjectId,
    userId: auth.user._id,
    authorName: auth.user.name,
    authorEmail: auth.user.email,
    authorRole: auth.role,
    message: draft.message,
    page: draft.page ?? null,
  });
  return present(doc.toObject() as FeedbackDoc);
}

/** The customer's newest feedback first. */
export async function listFeedback(auth: AuthContext): Promise<FeedbackEntry[]> {
  const docs = await Feedback.find({ customerId: auth.customerObjectId })
    .sort({ createdAt: -1, _id: -1 })
    .limit(FEEDBACK_LIST_LIMIT)
    .lean<FeedbackDoc[]>();
  return docs.map(present);
}
