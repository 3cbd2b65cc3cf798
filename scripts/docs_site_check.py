#!/usr/bin/env python3
"""Opens the documentation site (`make docs-site`) in headless Chromium and checks what a reader
sees: the landing page, each product's landing page and every article render (the page's <h1> is
the title DocC's data gives, the window title names it), no page logs a console error, throws or
fails a request, and every link inside the site answers (the page, and for a DocC page its data).
Saves a screenshot of each page. Exits 1 on any failure.

    python3 scripts/docs_site_check.py SITE_DIR SCREENSHOT_DIR

Chromium is driven through the DevTools protocol over a pipe (--remote-debugging-pipe: JSON
messages ended by NUL on file descriptors 3 and 4), so nothing but Python's standard library and
Debian's `chromium` is needed. The site is served by a local HTTP server (DocC pages fetch their
content, which file:// does not allow).
"""
import base64, functools, glob, http.server, json, os, queue, shutil, subprocess, sys, tempfile
import threading, time, urllib.error, urllib.parse, urllib.request

site, shots = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
os.makedirs(shots, exist_ok=True)
failures = []


def fail(page, what):
    failures.append(f"{page}: {what}")


class Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


class Server(http.server.ThreadingHTTPServer):
    def handle_error(self, request, client_address):
        pass  # a request the browser dropped when it left the page (a broken pipe)


server = Server(("127.0.0.1", 0), functools.partial(Quiet, directory=site))
threading.Thread(target=server.serve_forever, daemon=True).start()
origin = f"http://127.0.0.1:{server.server_address[1]}"


class Browser:
    """One headless Chromium and one tab, spoken to over the DevTools pipe."""

    def __init__(self):
        exe = shutil.which("chromium") or shutil.which("chromium-browser")
        if not exe:
            sys.exit("docs-site-check: no chromium on PATH (bash scripts/setup.sh chromium)")
        self.profile = tempfile.mkdtemp(prefix="docs-site-chromium-")
        to_child_r, self.to_child = os.pipe()
        self.from_child, from_child_w = os.pipe()
        args = [exe, "--headless=new", "--remote-debugging-pipe", "--disable-gpu", "--no-first-run",
                "--no-default-browser-check", "--disable-extensions", "--disable-dev-shm-usage",
                "--mute-audio", "--window-size=1280,900", f"--user-data-dir={self.profile}"]
        if os.geteuid() == 0:
            args.append("--no-sandbox")  # Chromium refuses to run as root with its sandbox
        # The protocol lives on descriptors 3 (commands in) and 4 (answers out).
        shell = f'exec 3<&{to_child_r} 4>&{from_child_w}; exec "$0" "$@"'
        self.proc = subprocess.Popen(["bash", "-c", shell] + args, pass_fds=(to_child_r, from_child_w),
                                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(to_child_r)
        os.close(from_child_w)
        self.next_id, self.answers, self.events = 0, {}, queue.Queue()
        self.lock = threading.Condition()
        threading.Thread(target=self._read, daemon=True).start()
        target = self.call("Target.createTarget", {"url": "about:blank"})["targetId"]
        self.session = self.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        for domain in ("Page", "Runtime", "Log", "Network"):
            self.call(f"{domain}.enable", session=True)

    def _read(self):
        buffer = b""
        while chunk := os.read(self.from_child, 1 << 16):
            buffer += chunk
            *messages, buffer = buffer.split(b"\0")
            for raw in messages:
                message = json.loads(raw)
                if "id" in message:
                    with self.lock:
                        self.answers[message["id"]] = message
                        self.lock.notify_all()
                else:
                    self.events.put(message)

    def call(self, method, params=None, session=False, timeout=30):
        with self.lock:
            self.next_id += 1
            ident = self.next_id
        message = {"id": ident, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = self.session
        os.write(self.to_child, json.dumps(message).encode() + b"\0")
        with self.lock:
            if not self.lock.wait_for(lambda: ident in self.answers, timeout):
                raise TimeoutError(method)
            answer = self.answers.pop(ident)
        if "error" in answer:
            raise RuntimeError(f"{method}: {answer['error']}")
        return answer.get("result", {})

    def drain(self, seconds=0.0):
        """The events that arrived, waiting up to `seconds` for more."""
        out, end = [], time.time() + seconds
        while True:
            try:
                out.append(self.events.get(timeout=max(0.0, end - time.time())))
            except queue.Empty:
                return out

    def evaluate(self, expression):
        result = self.call("Runtime.evaluate", {"expression": expression, "returnByValue": True}, True)
        return result.get("result", {}).get("value")

    def close(self):
        self.proc.kill()
        self.proc.wait()
        shutil.rmtree(self.profile, ignore_errors=True)


def problems(events):
    """Console errors, exceptions and failed requests among a page's events."""
    out = []
    for event in events:
        method, params = event.get("method"), event.get("params", {})
        if method == "Runtime.consoleAPICalled" and params.get("type") in ("error", "assert"):
            out.append("console error: " + " ".join(str(a.get("value", a.get("description", "")))
                                                    for a in params.get("args", [])))
        elif method == "Runtime.exceptionThrown":
            details = params.get("exceptionDetails", {})
            out.append("exception: " + details.get("exception", {}).get("description", details.get("text", "")))
        elif method == "Log.entryAdded" and params.get("entry", {}).get("level") == "error":
            entry = params["entry"]
            out.append(f"log error: {entry.get('text')} {entry.get('url', '')}".strip())
        elif method == "Network.responseReceived" and params.get("response", {}).get("status", 200) >= 400:
            out.append(f"HTTP {params['response']['status']}: {params['response']['url']}")
        elif method == "Network.loadingFailed" and not params.get("canceled"):
            out.append(f"request failed: {params.get('errorText')}")
    return out


# The pages: the landing page, then per product its root page and its articles, from DocC's data.
pages = [("index", "/", "GtkListKit")]
for data in sorted(glob.glob(os.path.join(site, "*", "data", "documentation", "*.json"))):
    product = data.split(os.sep)[-4]
    module = os.path.basename(data)[:-5]
    pages.append((product, f"/{product}/documentation/{module}", json.load(open(data))["metadata"]["title"]))
    for article in sorted(glob.glob(os.path.join(site, product, "data", "documentation", module, "*.json"))):
        page = json.load(open(article))
        meta = page["metadata"]
        if page.get("kind") == "article":  # role "article", or "collectionGroup" when it has Topics
            name = os.path.basename(article)[:-5]
            pages.append((f"{product}-{name}", f"/{product}/documentation/{module}/{name}", meta["title"]))
products = {p.split(os.sep)[-2] for p in glob.glob(os.path.join(site, "*", "data"))}
catalog_articles = [p for p in glob.glob("Sources/*/*.docc/*.md")
                    if os.path.basename(p)[:-3] != os.path.basename(os.path.dirname(p))[:-5]]
site_articles = [p for p in pages if "-" in p[0]]
if len(site_articles) != len(catalog_articles):
    fail("site", f"{len(site_articles)} articles in the site, {len(catalog_articles)} in Sources/*/*.docc")

started = time.time()
browser = Browser()
links = {}
try:
    for name, path, title in pages:
        browser.drain()
        browser.call("Page.navigate", {"url": origin + path}, True)
        # Rendered: the <h1> shows the page's title (DocC's renderer fills it in after fetching).
        h1, deadline = "", time.time() + 20
        while time.time() < deadline:
            h1 = browser.evaluate("(document.querySelector('main h1') || document.querySelector('h1') || {}).innerText || ''")
            if h1.strip() == title:
                break
            time.sleep(0.2)
        events = browser.drain(0.5)
        if h1.strip() != title:
            fail(path, f"<h1> is {h1.strip()!r}, expected {title!r}")
        window_title = browser.evaluate("document.title") or ""
        if title not in window_title:
            fail(path, f"window title {window_title!r} does not name {title!r}")
        for problem in problems(events):
            fail(path, problem)
        for href in browser.evaluate("Array.from(document.querySelectorAll('a[href]'), a => a.href)") or []:
            parts = urllib.parse.urlsplit(href)
            if href.startswith(origin):
                links.setdefault(parts.path, path)
        shot = browser.call("Page.captureScreenshot", {"format": "png"}, True)["data"]
        with open(os.path.join(shots, name + ".png"), "wb") as f:
            f.write(base64.b64decode(shot))
finally:
    browser.close()


def answers(path):
    try:
        with urllib.request.urlopen(origin + urllib.parse.quote(path)) as response:
            return response.status == 200
    except urllib.error.HTTPError:
        return False


for link, page in sorted(links.items()):
    if not answers(link if not link.endswith("/") else link + "index.html"):
        fail(page, f"link {link} does not answer")
    elif "/documentation/" in link:
        product, rest = link.strip("/").split("/documentation/", 1)
        if not answers(f"/{product}/data/documentation/{rest.rstrip('/')}.json"):
            fail(page, f"link {link} has no DocC data")
server.shutdown()
print(f"docs-site-check: {len(pages)} pages ({len(products)} products, {len(site_articles)} articles), "
      f"{len(links)} internal links, {time.time() - started:.1f} s; screenshots in {shots}")
for failure in failures:
    print("docs-site-check: FAIL:", failure)
print("docs-site-check:", "FAIL" if failures else "PASS")
sys.exit(1 if failures else 0)
