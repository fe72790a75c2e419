import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.lang.reflect.InvocationTargetException;
import java.net.URI;
import java.net.URL;
import java.net.URLClassLoader;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/**
 * Compiles and runs Java samples in this one JVM: java SampleRunner.java <manifest.tsv> <results.tsv>.
 * Manifest lines are "id TAB group TAB file"; samples of one group (one folder) have distinct class names
 * and compile together. Before each sample it tells the mock (SAMPLES_MOCK_URL) which sample is running.
 * Results are "id TAB ok|failed TAB output", tabs and newlines in the output escaped as \t and \n.
 */
public class SampleRunner {
  record Sample(String id, String group, Path file) {}

  public static void main(String[] args) throws Exception {
    List<Sample> samples = new ArrayList<>();
    for (String line : Files.readAllLines(Path.of(args[0]))) {
      String[] fields = line.split("\t");
      samples.add(new Sample(fields[0], fields[1], Path.of(fields[2])));
    }
    Map<String, List<Sample>> groups = new LinkedHashMap<>();
    for (Sample sample : samples) groups.computeIfAbsent(sample.group(), key -> new ArrayList<>()).add(sample);

    JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
    StandardJavaFileManager files = compiler.getStandardFileManager(null, Locale.ROOT, StandardCharsets.UTF_8);
    HttpClient http = HttpClient.newHttpClient();
    StringBuilder results = new StringBuilder();
    for (Map.Entry<String, List<Sample>> group : groups.entrySet()) {
      Path classes = Files.createDirectories(Path.of(args[0]).toAbsolutePath().getParent().resolve("classes").resolve(group.getKey()));
      Map<Path, String> errors = compile(compiler, files, group.getValue(), classes);
      try (URLClassLoader loader = new URLClassLoader(new URL[] {classes.toUri().toURL()})) {
        for (Sample sample : group.getValue()) {
          String error = errors.get(sample.file());
          if (error != null) {
            results.append(result(sample.id(), false, error));
            continue;
          }
          http.send(
              HttpRequest.newBuilder(URI.create(System.getenv("SAMPLES_MOCK_URL") + "/__sample"))
                  .POST(HttpRequest.BodyPublishers.ofString(sample.id()))
                  .build(),
              HttpResponse.BodyHandlers.discarding());
          results.append(run(loader, sample));
        }
      }
    }
    Files.writeString(Path.of(args[1]), results.toString());
    // The samples' HTTP clients may still hold threads; the run is over.
    System.exit(0);
  }

  /** Compiles a group at once; when that fails, each file alone, so every error lands on its own sample. */
  static Map<Path, String> compile(JavaCompiler compiler, StandardJavaFileManager files, List<Sample> group, Path classes) {
    Map<Path, String> errors = new LinkedHashMap<>();
    if (compileFiles(compiler, files, group, classes).isEmpty()) return errors;
    for (Sample sample : group) {
      String error = compileFiles(compiler, files, List.of(sample), classes);
      if (!error.isEmpty()) errors.put(sample.file(), error);
    }
    return errors;
  }

  static String compileFiles(JavaCompiler compiler, StandardJavaFileManager files, List<Sample> samples, Path classes) {
    DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
    Iterable<? extends JavaFileObject> units =
        files.getJavaFileObjectsFromPaths(samples.stream().map(Sample::file).toList());
    boolean ok = compiler.getTask(null, files, diagnostics, List.of("-d", classes.toString(), "--release", "17"), null, units).call();
    if (ok) return "";
    StringBuilder message = new StringBuilder();
    for (Diagnostic<? extends JavaFileObject> diagnostic : diagnostics.getDiagnostics()) {
      if (diagnostic.getKind() != Diagnostic.Kind.ERROR) continue;
      if (diagnostic.getSource() != null)
        message.append(Path.of(diagnostic.getSource().toUri()).getFileName()).append(':').append(diagnostic.getLineNumber()).append(": ");
      message.append(diagnostic.getMessage(Locale.ROOT)).append('\n');
    }
    return message.toString();
  }

  static String run(URLClassLoader loader, Sample sample) throws Exception {
    String className = sample.file().getFileName().toString().replace(".java", "");
    ByteArrayOutputStream output = new ByteArrayOutputStream();
    PrintStream out = System.out;
    PrintStream err = System.err;
    PrintStream capture = new PrintStream(output, true, StandardCharsets.UTF_8);
    System.setOut(capture);
    System.setErr(capture);
    boolean ok = true;
    try {
      loader.loadClass(className).getMethod("main", String[].class).invoke(null, (Object) new String[0]);
    } catch (InvocationTargetException thrown) {
      ok = false;
      capture.println(thrown.getCause());
    } finally {
      System.setOut(out);
      System.setErr(err);
    }
    return result(sample.id(), ok, output.toString(StandardCharsets.UTF_8));
  }

  static String result(String id, boolean ok, String output) {
    String escaped = output.replace("\\", "\\\\").replace("\t", "\\t").replace("\n", "\\n").replace("\r", "");
    return id + "\t" + (ok ? "ok" : "failed") + "\t" + escaped + "\n";
  }
}
