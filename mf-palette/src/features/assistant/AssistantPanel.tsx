interface AssistantPanelProps {
  question: string;
  onClose(): void;
}

/** The question as asked; the assistant's answer and proposed commands come with its service. */
export default function AssistantPanel({ question }: AssistantPanelProps) {
  return <p>{question}</p>;
}
