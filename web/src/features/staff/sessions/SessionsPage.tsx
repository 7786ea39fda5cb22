export default function SessionsPage() { return null; } // Placeholder: the staff pages' helper replaces it.
