import Foundation
import Playground

exit(PushPop.main())
