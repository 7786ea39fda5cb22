export default function SubscribersPage() { return null; } // Placeholder: the staff pages' helper replaces it.
