/** The signed-in caller of an example request. */
export interface ExampleCaller {
  userId: string;
  customerId: string;
  email: string;
  password: string;
}

/** Ids of one customer's data; the matrix hands in the caller's own customer or another one. */
export interface ExampleTenant {
  customerId: string;
  /** A task assigned to every user of the customer. */
  taskId: string;
  /** Each user's assignment on that task, by user id. */
  assignmentIds: Record<string, string>;
  /** An optional item of that task's checklist. */
  checklistItemId: string;
  /** A checklist template of the customer's own. */
  checklistTemplateId: string;
  reservationId: string;
  listingId: string;
  /** A notification addressed to every user of the customer. */
  notificationId: string;
  /** A photo attached to that task, with its thumbnail. */
  attachmentId: string;
  /** A user without special rights, to impersonate. */
  userId: string;
}

export interface ExampleFixture {
  caller: ExampleCaller;
  tenant: ExampleTenant;
}
