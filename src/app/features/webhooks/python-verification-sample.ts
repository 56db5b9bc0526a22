/**
 * A receiver in Python with the standard library alone, so each step of the signature check is in
 * plain sight: the secret stays in the environment, never in the code.
 */
export const PYTHON_VERIFICATION_SAMPLE = `import base64, hashlib, hmac, json, os, time
from http.server import BaseHTTPRequestHandler, HTTPServer

SECRET = os.environ["WHETSTONE_WEBHOOK_SECRET"]  # whsec_…
KEY = base64.b64decode(SECRET.removeprefix("whsec_"))
TOLERANCE_SECONDS = 5 * 60


def verify(headers, body: bytes) -> dict:
    msg_id = headers.get("webhook-id", "")
    timestamp = headers.get("webhook-timestamp", "")
    if not msg_id or not timestamp.isdigit() or abs(time.time() - int(timestamp)) > TOLERANCE_SECONDS:
        raise ValueError("missing id, or a timestamp too far from now")
    signed = f"{msg_id}.{timestamp}.".encode() + body
    digest = hmac.new(KEY, signed, hashlib.sha256).digest()
    expected = "v1," + base64.b64encode(digest).decode()
    # Two signatures for 24 hours after the secret is rolled: any one that matches will do.
    if not any(hmac.compare_digest(expected, s) for s in headers.get("webhook-signature", "").split()):
        raise ValueError("no signature matches")
    return json.loads(body)


class Receiver(BaseHTTPRequestHandler):
    def do_POST(self):
        body = self.rfile.read(int(self.headers.get("content-length", 0)))
        try:
            event = verify(self.headers, body)
        except ValueError:
            self.send_response(400)
            self.end_headers()
            return
        # Deliveries can repeat: handle each event["id"] (the webhook-id header) once.
        print(event["type"], event["data"]["object"]["id"], flush=True)
        self.send_response(204)
        self.end_headers()


HTTPServer(("", 3000), Receiver).serve_forever()`;
